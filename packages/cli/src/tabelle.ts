// Readable tables for the terminal: values, validity and legal basis first, the rest of an answer
// as name/value lines. Columns are cut to the terminal width, never wrapped.

type Zeile = Record<string, unknown>;
const istObjekt = (w: unknown): w is Zeile => typeof w === 'object' && w !== null && !Array.isArray(w);
const skalar = (w: unknown) => w === null || ['string', 'number', 'boolean'].includes(typeof w);

function text(w: unknown): string {
  if (w === null || w === undefined) return '–';
  if (typeof w === 'number')
    return Number.isInteger(w) ? String(w) : w.toLocaleString('de-DE', { maximumFractionDigits: 6 });
  if (typeof w === 'boolean') return w ? 'ja' : 'nein';
  if (Array.isArray(w)) return w.map(text).join(', ');
  if (istObjekt(w)) return typeof w.url === 'string' ? String(w.url) : JSON.stringify(w);
  return String(w);
}

const BEKANNT = new Set([
  'bestandteil',
  'id',
  'name',
  'gruppe',
  'art',
  'einheit',
  'gueltig_ab',
  'gueltig_bis',
  'rechtsgrundlage',
  'quelle',
  'quelle_url',
  'hinweis',
  'naechster_wert',
  'datum',
  'wochentag',
]);

// The value of a level: its wert, or its numeric fields by name (contribution rates carry three).
function wertVon(z: Zeile): string {
  if ('wert' in z) {
    // Euro amounts with two decimals, as on a payslip.
    const euro = typeof z.einheit === 'string' && z.einheit.startsWith('euro') && typeof z.wert === 'number';
    const w = euro
      ? (z.wert as number).toLocaleString('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 4 })
      : text(z.wert);
    return w + (typeof z.einheit === 'string' ? ` ${einheit(z.einheit)}` : '');
  }
  const felder = Object.entries(z).filter(([k, w]) => !BEKANNT.has(k) && skalar(w) && typeof w !== 'string');
  return felder.map(([k, w]) => `${k}=${text(w)}`).join(' ');
}
const einheit = (e: string) =>
  (
    ({ euro: '€', euro_stunde: '€/h', prozent: '%', euro_monat: '€/Monat', euro_jahr: '€/Jahr' }) as Record<
      string,
      string
    >
  )[e] ?? e;

function raster(kopf: string[], zeilen: string[][], breite: number): string {
  const b = kopf.map((k, i) => Math.max(k.length, ...zeilen.map((z) => z[i].length)));
  // The last column (the legal basis) takes what is left of the terminal's width.
  const vorne = b.slice(0, -1).reduce((s, x) => s + x + 2, 0);
  b[b.length - 1] = Math.max(20, Math.min(b[b.length - 1], breite - vorne));
  const schneide = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s.padEnd(n));
  const linie = (z: string[]) =>
    z
      .map((s, i) => schneide(s, b[i]))
      .join('  ')
      .trimEnd();
  return [linie(kopf), b.map((n) => '─'.repeat(n)).join('  '), ...zeilen.map(linie)].join('\n');
}

export function alsTabelle(antwort: unknown, breite = 120): string {
  if (!istObjekt(antwort)) return text(antwort);
  const teile: string[] = [];
  const liste = (['bestandteile', 'verlauf', 'stufen'] as const).map((k) => antwort[k]).find(Array.isArray) as
    | Zeile[]
    | undefined;
  // The licence text is the same on every answer; --json shows it.
  const kopfzeilen = Object.entries(antwort).filter(([k, w]) => skalar(w) && k !== 'lizenz');
  const kurz = (z: string) => (z.length > breite ? `${z.slice(0, breite - 1)}…` : z);
  if (kopfzeilen.length) teile.push(kopfzeilen.map(([k, w]) => kurz(`${k}: ${text(w)}`)).join('\n'));
  if (liste) {
    teile.push(
      raster(
        ['Bestandteil', 'Wert', 'gültig ab', 'gültig bis', 'Rechtsgrundlage'],
        liste.map((z) => [
          text(z.bestandteil ?? z.id ?? z.name),
          wertVon(z),
          text(z.gueltig_ab),
          text(z.gueltig_bis),
          text(z.rechtsgrundlage),
        ]),
        breite,
      ),
    );
  } else {
    // Another list of objects (holidays, deadlines): its scalar columns, the legal basis last.
    for (const [name, w] of Object.entries(antwort)) {
      if (name === 'quellen' || !Array.isArray(w) || !w.every(istObjekt) || !w.length) continue;
      const spalten = Object.keys(w[0])
        .filter((k) => skalar(w[0][k]) && k !== 'rechtsgrundlage' && !['bundesweit', 'regional'].includes(k))
        .slice(0, 4);
      teile.push(
        `${name}:\n${raster(
          [...spalten, 'Rechtsgrundlage'],
          (w as Zeile[]).map((z) => [...spalten.map((s) => text(z[s])), text(z.rechtsgrundlage)]),
          breite,
        )}`,
      );
    }
  }
  if (istObjekt(antwort.quelle)) teile.push(`Quelle: ${text(antwort.quelle.titel)} ${text(antwort.quelle.url)}`);
  return teile.join('\n\n');
}
