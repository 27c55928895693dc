"""Offline-Rückfall aus dem Schnappschuss aller Verläufe (schnappschuss.json, beim Build aus data/)."""
from __future__ import annotations

import json
import re
from datetime import datetime
from pathlib import Path
from typing import Any, Dict, Optional

try:
    from zoneinfo import ZoneInfo
except ImportError:  # pragma: no cover
    ZoneInfo = None  # type: ignore


def lade_schnappschuss(datei: Optional[str] = None) -> Dict[str, Any]:
    pfad = Path(datei) if datei else Path(__file__).with_name("schnappschuss.json")
    return json.loads(pfad.read_text(encoding="utf-8"))


def _als_tag(w: str, ende: bool) -> str:
    # "JJJJ" means 1 January as von and 31 December as bis, as the API reads it.
    return (w + ("-12-31" if ende else "-01-01")) if re.fullmatch(r"\d{4}", w) else w


def _gilt(e: Dict[str, Any], von: str, bis: str) -> bool:
    return e["gueltig_ab"] <= bis and (e.get("gueltig_bis") is None or e["gueltig_bis"] >= von)


def offline_verlauf(s: Dict[str, Any], datensatz: str, q: Dict[str, Any]) -> Optional[Dict[str, Any]]:
    d = s["datensaetze"].get(datensatz)
    if not d:
        return None
    von = _als_tag(str(q["von"]), False) if q.get("von") else "0000-01-01"
    bis = _als_tag(str(q["bis"]), True) if q.get("bis") else "9999-12-31"
    b = q.get("bestandteil")
    verlauf = [e for e in d["antwort"]["verlauf"] if _gilt(e, von, bis) and (b is None or e.get("bestandteil") == b)]
    return {**d["antwort"], "verlauf": verlauf, "offline": True, "datenstand": d["datenstand"]}


def offline_stand(s: Dict[str, Any], datensatz: str, q: Dict[str, Any]) -> Optional[Dict[str, Any]]:
    d = s["datensaetze"].get(datensatz)
    if not d or any(k not in ("datum", "jahr", "beginn", "bestandteil") for k in q):
        return None
    if q.get("datum"):
        tag = str(q["datum"])
    elif q.get("beginn"):
        tag = str(q["beginn"])
    elif q.get("jahr"):
        tag = "%s-01-01" % q["jahr"]
    else:
        tag = datetime.now(ZoneInfo("Europe/Berlin") if ZoneInfo else None).date().isoformat()
    b = q.get("bestandteil")
    stufen = [e for e in d["antwort"]["verlauf"] if _gilt(e, tag, tag) and (b is None or e.get("bestandteil") == b)]
    return {"datensatz": d["antwort"]["datensatz"], "datum": tag, "stufen": stufen, "offline": True, "datenstand": d["datenstand"]}
