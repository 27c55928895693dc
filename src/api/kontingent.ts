// Request quota per key: a fixed time window (KONTINGENT_FENSTER_SEKUNDEN) with at most
// KONTINGENT_ANFRAGEN requests. Counted per function instance: Netlify may run several
// instances, so the effective limit is a multiple; docs/BETRIEB.md says how to read it.

export interface KontingentErgebnis {
  erlaubt: boolean;
  rest: number;
  // Seconds until the window resets (Retry-After).
  sekundenBisNeu: number;
}

export function kontingent({ anfragen, fensterSekunden, jetzt = () => Date.now() }: { anfragen: number; fensterSekunden: number; jetzt?: () => number }) {
  const zaehler = new Map<string, { beginn: number; anzahl: number }>();
  const fensterMs = fensterSekunden * 1000;
  return (schluesselId: string): KontingentErgebnis => {
    const t = jetzt();
    let z = zaehler.get(schluesselId);
    if (!z || t - z.beginn >= fensterMs) {
      z = { beginn: t, anzahl: 0 };
      zaehler.set(schluesselId, z);
    }
    z.anzahl++;
    const sekundenBisNeu = Math.max(1, Math.ceil((z.beginn + fensterMs - t) / 1000));
    return { erlaubt: z.anzahl <= anfragen, rest: Math.max(0, anfragen - z.anzahl), sekundenBisNeu };
  };
}

export function kontingentAusUmgebung(env: Record<string, string | undefined>) {
  const zahl = (name: string, standard: number) => {
    const n = Number(env[name]);
    return Number.isInteger(n) && n > 0 ? n : standard;
  };
  return { anfragen: zahl('KONTINGENT_ANFRAGEN', 10_000), fensterSekunden: zahl('KONTINGENT_FENSTER_SEKUNDEN', 3_600) };
}
