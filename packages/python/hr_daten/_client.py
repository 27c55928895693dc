"""Client der HR-Referenzdaten-API, nur mit der Standardbibliothek (urllib).

Gleiche Regeln wie das TypeScript-SDK: Zeitgrenze 15 s je Versuch; Wiederholung nur nach
Netzwerkfehlern und 502/503/504, mit wachsender Pause; Cache im Speicher mit ETag
(If-None-Match, ein 304 zählt nicht gegen das Kontingent); Offline-Rückfall aus dem
Schnappschuss aller Verläufe mit ``offline: True`` und dem ``datenstand`` des Schnappschusses.
"""
from __future__ import annotations

import asyncio
import json
import re
import ssl
import threading
import time
import urllib.error
import urllib.parse
import urllib.request
from collections import OrderedDict
from datetime import datetime, timezone
from typing import Any, Callable, Dict, Optional

from ._erzeugt import OPERATIONEN, HrMethoden, MetaMethoden
from ._offline import lade_schnappschuss, offline_stand, offline_verlauf

WIEDERHOLBAR = {502, 503, 504}


class HrDatenFehler(Exception):
    """Eine Fehlerantwort der API (status, code, parameter, nachricht) oder ein Netzwerkfehler (status None)."""

    def __init__(self, status: Optional[int], code: Optional[str], nachricht: str, parameter: Optional[str] = None,
                 versuche: int = 1, details: Optional[Dict[str, Any]] = None) -> None:
        super().__init__(nachricht)
        self.status = status
        self.code = code
        self.parameter = parameter
        self.nachricht = nachricht
        self.versuche = versuche
        self.details = details or {}


def _max_age(cache_control: Optional[str]) -> float:
    if not cache_control or re.search(r"no-store|no-cache", cache_control):
        return 0.0
    m = re.search(r"max-age=(\d+)", cache_control)
    return float(m.group(1)) if m else 0.0


def _wert(w: Any) -> str:
    # The API reads true/false for booleans; Python would send True/False.
    if isinstance(w, bool):
        return "true" if w else "false"
    return str(w)


class _Hr(HrMethoden):
    def __init__(self, client: "Client") -> None:
        self._client = client

    def _rufe(self, methode: str, query: Dict[str, Any], koerper: Any = None) -> Any:
        return self._client._rufe(methode, query, koerper)


class Client(MetaMethoden):
    """Synchroner Client. ``client.hr.mindestlohn(datum="2024-05-01")``, ``client.status()``.

    ``ssl_kontext``: z. B. ``ssl.create_default_context(cafile="zertifikat.pem")`` für den lokalen
    Server mit selbst signiertem Zertifikat; ohne Angabe gilt die Umgebungsvariable
    ``HR_DATEN_CA`` (Pfad einer PEM-Datei), sonst die Zertifikate des Systems.
    ``offline``: True (mitgelieferter Schnappschuss) oder ein geladener Schnappschuss.
    """

    def __init__(self, basis: str, schluessel: Optional[str] = None, *, versuche: int = 3, pause: float = 0.3,
                 zeitgrenze: float = 15.0, cache: bool = True, cache_eintraege: int = 500, offline: Any = None,
                 ssl_kontext: Optional[ssl.SSLContext] = None,
                 oeffne: Optional[Callable[..., Any]] = None) -> None:
        import os
        self.basis = basis.rstrip("/")
        self.schluessel = schluessel
        self.versuche = versuche
        self.pause = pause
        self.zeitgrenze = zeitgrenze
        self._mit_cache = cache
        self._grenze = cache_eintraege
        self._cache: "OrderedDict[str, Dict[str, Any]]" = OrderedDict()
        self._sperre = threading.Lock()
        self._offline = lade_schnappschuss() if offline is True else offline
        if ssl_kontext is None and os.environ.get("HR_DATEN_CA"):
            ssl_kontext = ssl.create_default_context(cafile=os.environ["HR_DATEN_CA"])
        self._ssl = ssl_kontext
        self._oeffne = oeffne or urllib.request.urlopen
        self._statistik = {"anfragen": 0, "aus_cache": 0, "nicht_geaendert": 0}
        self.hr = _Hr(self)

    def statistik(self) -> Dict[str, int]:
        return dict(self._statistik)

    def cache_leeren(self) -> None:
        with self._sperre:
            self._cache.clear()

    def _url(self, pfad: str, query: Optional[Dict[str, Any]]) -> str:
        q = {k: _wert(v) for k, v in (query or {}).items() if v is not None}
        return self.basis + pfad + ("?" + urllib.parse.urlencode(q) if q else "")

    def text(self, pfad: str, query: Optional[Dict[str, Any]] = None, accept: str = "*/*") -> str:
        """Die Antwort als Text, z. B. CSV (format="csv") oder iCalendar (format="ics")."""
        return self._sende(self._url(pfad, query), accept)

    def _sende(self, url: str, accept: str, daten: Optional[bytes] = None) -> str:
        # A POST (daten: its JSON body) is never cached: the API answers it without ETag. It computes
        # and stores nothing, so a retry after 502/503/504 is as safe as for a GET.
        schluessel = accept + " " + url
        with self._sperre:
            alt = self._cache.get(schluessel) if self._mit_cache and daten is None else None
        if alt and alt["frisch_bis"] > time.monotonic():
            self._statistik["aus_cache"] += 1
            return alt["koerper"]
        kopf = {"Accept": accept, "User-Agent": "hr-daten-python/0.1"}
        if self.schluessel:
            kopf["Authorization"] = "Bearer " + self.schluessel
        if alt and alt.get("etag"):
            kopf["If-None-Match"] = alt["etag"]
        if daten is not None:
            kopf["Content-Type"] = "application/json"
        versuch = 0
        while True:
            versuch += 1
            self._statistik["anfragen"] += 1
            try:
                anfrage = urllib.request.Request(url, headers=kopf, data=daten, method="POST" if daten is not None else "GET")
                antwort = self._oeffne(anfrage, timeout=self.zeitgrenze,
                                       **({"context": self._ssl} if self._ssl else {}))
                with antwort:
                    koerper = antwort.read().decode("utf-8")
                    etag = antwort.headers.get("ETag")
                    frisch = _max_age(antwort.headers.get("Cache-Control"))
                if self._mit_cache and (etag or frisch):
                    with self._sperre:
                        self._cache.pop(schluessel, None)
                        self._cache[schluessel] = {"etag": etag, "frisch_bis": time.monotonic() + frisch, "koerper": koerper}
                        while len(self._cache) > self._grenze:
                            self._cache.popitem(last=False)
                return koerper
            except urllib.error.HTTPError as e:
                if e.code == 304 and alt:
                    self._statistik["nicht_geaendert"] += 1
                    alt["frisch_bis"] = time.monotonic() + _max_age(e.headers.get("Cache-Control"))
                    return alt["koerper"]
                if e.code in WIEDERHOLBAR and versuch < self.versuche:
                    time.sleep(self.pause * 2 ** (versuch - 1))
                    continue
                text = e.read().decode("utf-8", "replace")
                try:
                    fehler = json.loads(text).get("fehler") or {}
                except (ValueError, AttributeError):
                    fehler = {}  # not the API's fehler object (a proxy's error page, say)
                fehler = dict(fehler) if isinstance(fehler, dict) else {}
                code = fehler.pop("code", None)
                nachricht = fehler.pop("nachricht", None) or "HTTP %d" % e.code
                parameter = fehler.pop("parameter", None)
                raise HrDatenFehler(e.code, code, nachricht, parameter, versuch, fehler) from None
            except (urllib.error.URLError, OSError, TimeoutError) as e:
                if versuch >= self.versuche:
                    grund = getattr(e, "reason", e)
                    raise HrDatenFehler(None, "netzwerkfehler", "Netzwerkfehler nach %d Versuchen: %s" % (versuch, grund),
                                        None, versuch) from None
                time.sleep(self.pause * 2 ** (versuch - 1))

    def _rufe(self, methode: str, query: Dict[str, Any], koerper: Any = None) -> Any:
        op = _OPS[methode]
        if op.get("koerper"):
            daten = json.dumps(koerper, ensure_ascii=False).encode("utf-8")
            return json.loads(self._sende(self._url(op["pfad"], None), "application/json", daten))
        q = {k: v for k, v in query.items() if v is not None}
        try:
            return json.loads(self._sende(self._url(op["pfad"], q), "application/json"))
        except HrDatenFehler as e:
            # Unreachable (no connection, or 502/503/504 after the last attempt): the snapshot
            # answers histories and values on a day; calculators stay an error.
            if self._offline and op["datensatz"] and (e.status is None or e.status in WIEDERHOLBAR):
                ersatz = None
                if op["art"] == "verlauf":
                    ersatz = offline_verlauf(self._offline, op["datensatz"], q)
                elif op["art"] == "datensatz":
                    ersatz = offline_stand(self._offline, op["datensatz"], q)
                if ersatz is not None:
                    return ersatz
            raise


_OPS = {o["methode"]: o for o in OPERATIONEN}


class _AsyncHr:
    def __init__(self, client: Client) -> None:
        self._client = client

    def __getattr__(self, name: str) -> Callable[..., Any]:
        methode = getattr(self._client.hr, name)

        async def aufruf(**kwargs: Any) -> Any:
            return await asyncio.to_thread(methode, **kwargs)
        return aufruf


class AsyncClient:
    """Asynchron über Threads (asyncio.to_thread): ``await client.hr.mindestlohn(datum=...)``.

    Gleiche Argumente wie ``Client``; Cache und Zähler teilen sich alle Aufrufe."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        self.sync = Client(*args, **kwargs)
        self.hr = _AsyncHr(self.sync)

    def __getattr__(self, name: str) -> Callable[..., Any]:
        methode = getattr(self.sync, name)

        async def aufruf(*args: Any, **kwargs: Any) -> Any:
            return await asyncio.to_thread(methode, *args, **kwargs)
        return aufruf
