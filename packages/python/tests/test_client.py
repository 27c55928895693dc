"""Tests des Python-SDK: gegen die API (HR_DATEN_BASIS, HR_DATEN_SCHLUESSEL, von
test/pakete/python.test.ts im Prozess gestartet) und gegen eigene Server, die absichtlich scheitern."""
import asyncio
import http.server
import json
import os
import sys
import threading
import time
import unittest

import hr_daten
from hr_daten import AsyncClient, Client, HrDatenFehler

BASIS = os.environ.get("HR_DATEN_BASIS")
SCHLUESSEL = os.environ.get("HR_DATEN_SCHLUESSEL")


class _LeiserServer(http.server.ThreadingHTTPServer):
    def handle_error(self, request, client_address):
        # Ein Client, der aufgegeben hat (Zeitlimit-Tests), schließt die Verbindung vor der Antwort;
        # das ist gewollt und kein Fehler des Tests.
        if isinstance(sys.exc_info()[1], (BrokenPipeError, ConnectionResetError)):
            return
        super().handle_error(request, client_address)


class _Server:
    """Ein lokaler HTTP-Server; antworte(handler) bestimmt jede Antwort."""

    def __init__(self, antworte):
        zaehler = self
        self.anfragen = []

        class Handler(http.server.BaseHTTPRequestHandler):
            def do_GET(self):
                zaehler.anfragen.append((time.monotonic(), self.path, self.headers.get("If-None-Match")))
                antworte(self)

            def log_message(self, *a):
                pass

        self.httpd = _LeiserServer(("127.0.0.1", 0), Handler)
        threading.Thread(target=self.httpd.serve_forever, daemon=True).start()
        self.basis = "http://127.0.0.1:%d/v1" % self.httpd.server_address[1]

    def schliesse(self):
        self.httpd.shutdown()
        self.httpd.server_close()


def _sende(h, status, koerper=b"", kopf=None):
    h.send_response(status)
    for k, v in (kopf or {}).items():
        h.send_header(k, v)
    h.send_header("Content-Length", str(len(koerper)))
    h.end_headers()
    h.wfile.write(koerper)


@unittest.skipUnless(BASIS and SCHLUESSEL, "HR_DATEN_BASIS und HR_DATEN_SCHLUESSEL fehlen")
class GegenDieApi(unittest.TestCase):
    def test_mindestlohn_und_kuendigungsfrist(self):
        c = Client(BASIS, SCHLUESSEL)
        m = c.hr.mindestlohn(datum="2024-05-01")
        # § 1 Nr. 1 MiLoV4: 12,41 Euro ab 01.01.2024.
        self.assertEqual(m["werte"]["mindestlohn"], 12.41)
        self.assertIn("Mindestlohnanpassungsverordnung", m["bestandteile"][0]["rechtsgrundlage"])
        # § 622 Abs. 2 Satz 1 Nr. 3 BGB: nach acht Jahren drei Monate zum Monatsende.
        k = c.hr.kuendigungsfrist(eintritt="2015-03-01", zugang="2024-05-10")
        self.assertEqual(k["ende"], "2024-08-31")
        v = c.hr.mindestlohn_verlauf(bis="2016-12-31")
        self.assertEqual([e["wert"] for e in v["verlauf"]], [8.5])
        self.assertGreater(len(c.status()["datensaetze"]), 20)
        self.assertTrue(c.text("/hr/feiertage", {"jahr": 2026, "land": "BY", "format": "ics"}).startswith("BEGIN:VCALENDAR"))

    def test_entgeltabrechnung(self):
        c = Client(BASIS, SCHLUESSEL)
        # 3.500 Euro, März 2026, Hessen, Kirche, kinderlos: KV 7,3 % = 255,50, Zusatzbeitrag 1,45 % =
        # 50,75, PV 2,4 % = 84,00, RV 9,3 % = 325,50, AV 1,3 % = 45,50, Lohnsteuer (PAP 2026) 405,50,
        # Kirchensteuer 9 % = 36,49; Netto 3.500 − 1.203,24 = 2.296,76.
        b = c.hr.brutto_netto(datum="2026-03-15", brutto=3500, land="HE", kirchensteuer=True)
        self.assertEqual(b["arbeitnehmer"]["netto"], 2296.76)
        self.assertEqual(b["arbeitgeber"]["gesamtkosten"], 4245.5)
        # Die Lohnsteuer springt in ganzen Euro des Jahreslohns, so reicht ein etwas kleineres Brutto
        # für dasselbe Netto; netto-brutto gibt das kleinste, einen Cent darunter reicht es nicht.
        n = c.hr.netto_brutto(datum="2026-03-15", netto=2296.76, land="HE", kirchensteuer=True)
        self.assertLessEqual(n["brutto"], 3500)
        self.assertGreaterEqual(n["netto"], 2296.76)
        darunter = c.hr.brutto_netto(datum="2026-03-15", brutto=round(n["brutto"] - 0.01, 2), land="HE", kirchensteuer=True)
        self.assertLess(darunter["arbeitnehmer"]["netto"], 2296.76)

    def test_lohnkonto(self):
        c = Client(BASIS, SCHLUESSEL)
        monate = [{"monat": "2025-%02d" % m, "brutto": 4000} for m in range(1, 13)]
        monate[10]["einmalzahlung"] = {"betrag": 2000}
        a = c.hr.lohnkonto({"jahr": 2025, "person": {"land": "NW"}, "monate": monate})
        self.assertEqual(len(a["monate"]), 12)
        # November: Januar bis Oktober 10 × 30 = 300 SV-Tage; Jahresarbeitslohn 10 × 4.000 + 2 × 4.000 =
        # 48.000 (R 39b.6 Abs. 3 LStR). Das Jahr: 12 × 4.000 = 48.000 laufend, 2.000 einmalig.
        self.assertEqual(a["monate"][10]["eingaben"]["sv_tage_bisher"], 300)
        self.assertEqual(a["monate"][10]["eingaben"]["jahresarbeitslohn"], 48000)
        self.assertEqual(a["summen"]["brutto"], 48000)
        self.assertEqual(a["summen"]["einmalzahlung"], 2000)
        with self.assertRaises(HrDatenFehler) as f:
            monate[3]["brutto"] = -1
            c.hr.lohnkonto({"jahr": 2025, "person": {"land": "NW"}, "monate": monate})
        self.assertEqual(f.exception.parameter, "monate[3].brutto")

    def test_boolesche_parameter(self):
        k = Client(BASIS, SCHLUESSEL).hr.kuendigungsfrist(eintritt="2024-03-01", zugang="2024-05-10", probezeit=True)
        # § 622 Abs. 3 BGB: in der Probezeit zwei Wochen.
        self.assertEqual(k["ende"], "2024-05-24")

    def test_fehler_ohne_wiederholung(self):
        c = Client(BASIS, SCHLUESSEL, pause=0.001)
        with self.assertRaises(HrDatenFehler) as f:
            c.hr.mindestlohn(datum="gestern")
        e = f.exception
        self.assertEqual((e.status, e.code, e.parameter, e.versuche), (400, "ungueltiger_parameter", "datum", 1))
        self.assertIn("JJJJ-MM-TT", e.nachricht)
        with self.assertRaises(HrDatenFehler) as f:
            Client(BASIS).hr.mindestlohn()
        self.assertEqual((f.exception.status, f.exception.code), (401, "schluessel_fehlt"))

    def test_cache_zweiter_aufruf_ohne_anfrage(self):
        c = Client(BASIS, SCHLUESSEL)
        a = c.hr.mindestlohn(datum="2025-03-01")
        b = c.hr.mindestlohn(datum="2025-03-01")
        self.assertEqual(a, b)
        self.assertEqual(a["werte"]["mindestlohn"], 12.82)
        self.assertEqual(c.statistik(), {"anfragen": 1, "aus_cache": 1, "nicht_geaendert": 0})

    def test_asynchron(self):
        async def beide():
            c = AsyncClient(BASIS, SCHLUESSEL)
            return await asyncio.gather(c.hr.mindestlohn(datum="2024-05-01"), c.status())
        m, s = asyncio.run(beide())
        self.assertEqual(m["werte"]["mindestlohn"], 12.41)
        self.assertIn("datensaetze", s)


class Wiederholungen(unittest.TestCase):
    def test_503_502_dann_erfolg_mit_wachsender_pause(self):
        folge = [503, 502]

        def antworte(h):
            if folge:
                _sende(h, folge.pop(0))
            else:
                _sende(h, 200, b'{"werte": {"mindestlohn": 12.41}}', {"Content-Type": "application/json"})
        s = _Server(antworte)
        try:
            m = Client(s.basis, "x", pause=0.05).hr.mindestlohn(datum="2024-05-01")
            self.assertEqual(m["werte"]["mindestlohn"], 12.41)
            t = [a[0] for a in s.anfragen]
            self.assertEqual(len(t), 3)
            self.assertGreater(t[2] - t[1], t[1] - t[0])
        finally:
            s.schliesse()

    def test_429_und_4xx_ohne_wiederholung(self):
        s = _Server(lambda h: _sende(h, 429, json.dumps({"fehler": {"code": "kontingent_erschoepft", "nachricht": "x"}}).encode()))
        try:
            with self.assertRaises(HrDatenFehler) as f:
                Client(s.basis, "x", pause=0.001).hr.mindestlohn()
            self.assertEqual((f.exception.status, f.exception.code), (429, "kontingent_erschoepft"))
            self.assertEqual(len(s.anfragen), 1)
        finally:
            s.schliesse()

    def test_504_immer_und_zeitgrenze(self):
        s = _Server(lambda h: _sende(h, 504, b"Gateway Timeout"))
        try:
            with self.assertRaises(HrDatenFehler) as f:
                Client(s.basis, "x", pause=0.001, versuche=4).hr.mindestlohn()
            self.assertEqual((f.exception.status, f.exception.code, f.exception.versuche), (504, None, 4))
        finally:
            s.schliesse()
        langsam = _Server(lambda h: (time.sleep(0.5), _sende(h, 200, b"{}")))
        try:
            with self.assertRaises(HrDatenFehler) as f:
                Client(langsam.basis, "x", pause=0.001, versuche=2, zeitgrenze=0.1).hr.mindestlohn()
            self.assertEqual((f.exception.status, f.exception.code, f.exception.versuche), (None, "netzwerkfehler", 2))
        finally:
            langsam.schliesse()

    def test_304_mit_if_none_match(self):
        def antworte(h):
            if h.headers.get("If-None-Match") == '"v1"':
                _sende(h, 304, b"", {"ETag": '"v1"'})
            else:
                _sende(h, 200, b'{"werte": {"mindestlohn": 12.82}}', {"ETag": '"v1"', "Cache-Control": "private, no-cache"})
        s = _Server(antworte)
        try:
            c = Client(s.basis, "x")
            self.assertEqual(c.hr.mindestlohn(datum="2025-03-01"), c.hr.mindestlohn(datum="2025-03-01"))
            self.assertEqual(c.statistik(), {"anfragen": 2, "aus_cache": 0, "nicht_geaendert": 1})
            self.assertEqual(s.anfragen[1][2], '"v1"')
        finally:
            s.schliesse()


class Offline(unittest.TestCase):
    def setUp(self):
        self.schnappschuss = hr_daten.lade_schnappschuss()
        self.c = Client("http://127.0.0.1:9/v1", "x", versuche=1, offline=True)

    def test_verlauf_und_stichtag(self):
        v = self.c.hr.mindestlohn_verlauf(von="2024", bis="2024")
        self.assertTrue(v["offline"])
        self.assertEqual(v["datenstand"], self.schnappschuss["datensaetze"]["mindestlohn"]["datenstand"])
        self.assertEqual([e["wert"] for e in v["verlauf"]], [12.41])
        m = self.c.hr.mindestlohn(datum="2025-03-01")
        self.assertEqual((m["offline"], [e["wert"] for e in m["stufen"]]), (True, [12.82]))

    def test_rechner_bleibt_netzwerkfehler(self):
        with self.assertRaises(HrDatenFehler) as f:
            self.c.hr.kuendigungsfrist(eintritt="2015-03-01", zugang="2024-05-10")
        self.assertEqual((f.exception.status, f.exception.code), (None, "netzwerkfehler"))


if __name__ == "__main__":
    unittest.main()
