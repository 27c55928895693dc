// The offline fallback: answers from a snapshot of every history (schnappschuss.json, built from
// data/ at release). A history is filtered as the API filters it; a dataset call becomes the levels
// of its history valid on the requested day. Calculators need the service and get no fallback.

export interface VerlaufEintrag {
  bestandteil?: string | null;
  gueltig_ab: string;
  gueltig_bis: string | null;
  [feld: string]: unknown;
}
export interface Schnappschuss {
  stand: string;
  datensaetze: Record<
    string,
    { datenstand: string; antwort: { datensatz: string; verlauf: VerlaufEintrag[]; [feld: string]: unknown } }
  >;
}
export interface OfflineVerlauf {
  datensatz: string;
  verlauf: VerlaufEintrag[];
  offline: true;
  datenstand: string;
}
// A dataset answered offline: not the full online answer (no rules, no next value), but the
// levels valid on the day, each with value, validity, legal basis and source.
export interface OfflineStand {
  datensatz: string;
  datum: string;
  stufen: VerlaufEintrag[];
  offline: true;
  datenstand: string;
}

// "JJJJ" means 1 January as von and 31 December as bis, as the API reads it.
const alsTag = (w: string, ende: boolean) => (/^\d{4}$/.test(w) ? `${w}-${ende ? '12-31' : '01-01'}` : w);
const heuteInBerlin = () => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' }).format(new Date());

const gilt = (e: VerlaufEintrag, von: string, bis: string) =>
  e.gueltig_ab <= bis && (e.gueltig_bis === null || e.gueltig_bis >= von);

export function offlineVerlauf(s: Schnappschuss, datensatz: string, q: Record<string, unknown>): OfflineVerlauf | null {
  const d = s.datensaetze[datensatz];
  if (!d) return null;
  const von = q.von ? alsTag(String(q.von), false) : '0000-01-01';
  const bis = q.bis ? alsTag(String(q.bis), true) : '9999-12-31';
  const verlauf = d.antwort.verlauf.filter(
    (e) => gilt(e, von, bis) && (q.bestandteil === undefined || e.bestandteil === q.bestandteil),
  );
  return { ...d.antwort, verlauf, offline: true, datenstand: d.datenstand };
}

// Only the time parameter (datum, jahr or beginn) and bestandteil can be answered from a history;
// any other parameter asks for a calculation.
export function offlineStand(s: Schnappschuss, datensatz: string, q: Record<string, unknown>): OfflineStand | null {
  const d = s.datensaetze[datensatz];
  if (!d) return null;
  if (Object.keys(q).some((k) => !['datum', 'jahr', 'beginn', 'bestandteil'].includes(k))) return null;
  const tag = q.datum ? String(q.datum) : q.beginn ? String(q.beginn) : q.jahr ? `${q.jahr}-01-01` : heuteInBerlin();
  const stufen = d.antwort.verlauf.filter(
    (e) => gilt(e, tag, tag) && (q.bestandteil === undefined || e.bestandteil === q.bestandteil),
  );
  return { datensatz: d.antwort.datensatz, datum: tag, stufen, offline: true, datenstand: d.datenstand };
}
