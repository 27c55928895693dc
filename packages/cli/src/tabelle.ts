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

// Columns named in `rechts` (amounts) are aligned to the right.
function raster(kopf: string[], zeilen: string[][], breite: number, rechts: number[] = []): string {
  const b = kopf.map((k, i) => Math.max(k.length, ...zeilen.map((z) => z[i].length)));
  // The last column (the legal basis) takes what is left of the terminal's width.
  const vorne = b.slice(0, -1).reduce((s, x) => s + x + 2, 0);
  b[b.length - 1] = Math.max(20, Math.min(b[b.length - 1], breite - vorne));
  const schneide = (s: string, n: number, i: number) =>
    s.length > n ? `${s.slice(0, n - 1)}…` : rechts.includes(i) ? s.padStart(n) : s.padEnd(n);
  const linie = (z: string[]) =>
    z
      .map((s, i) => schneide(s, b[i], i))
      .join('  ')
      .trimEnd();
  return [linie(kopf), b.map((n) => '─'.repeat(n)).join('  '), ...zeilen.map(linie)].join('\n');
}

// Prose (the hints) is wrapped at word boundaries, indented under its first line.
function umbreche(satz: string, breite: number): string {
  const zeilen = [''];
  for (const wort of satz.split(' ')) {
    const jetzt = zeilen[zeilen.length - 1];
    if (jetzt.trim() && jetzt.length + 1 + wort.length > breite) zeilen.push(`  ${wort}`);
    else zeilen[zeilen.length - 1] = jetzt ? `${jetzt} ${wort}` : wort;
  }
  return zeilen.join('\n');
}

const euro = (w: unknown) =>
  typeof w === 'number' ? w.toLocaleString('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 }) : '';
const STEUERN = ['lohnsteuer', 'solidaritaetszuschlag', 'kirchensteuer'];

// A payslip (brutto-netto, and the abrechnung of netto-brutto): the employee's deductions down to
// the net pay, then the employer's costs, each line with rate, base and legal basis.
function alsAbrechnung(a: Zeile, breite: number): string {
  const posten = (a.posten as Zeile[]).filter((p) => p.betrag !== 0 || STEUERN.includes(String(p.id)));
  const an = a.arbeitnehmer as Zeile;
  const ag = a.arbeitgeber as Zeile;
  const zeile = (p: Zeile) => [
    text(p.bezeichnung),
    typeof p.satz_prozent === 'number' ? `${text(p.satz_prozent)} %` : '',
    euro(p.basis),
    euro(p.betrag),
    text(p.rechtsgrundlage),
  ];
  const leer = ['', '', '', ''];
  const seite = (s: string) => posten.filter((p) => p.seite === s);
  const anPosten = [...seite('arbeitnehmer')].sort(
    (x, y) => Number(!STEUERN.includes(String(x.id))) - Number(!STEUERN.includes(String(y.id))),
  );
  const abzuege = anPosten.reduce((s, p) => s + Math.round((p.betrag as number) * 100), 0) / 100;
  const eingaben = istObjekt(a.eingaben) ? a.eingaben : {};
  const kopf =
    `Entgeltabrechnung ${text(a.monat)} (${text(a.beschaeftigung)}), Land ${text(eingaben.land)}, ` +
    `Steuerklasse ${text(eingaben.steuerklasse)}`;
  const spalten = ['Satz', 'Basis €', 'Betrag €', 'Rechtsgrundlage'];
  const teile = [
    kopf,
    raster(
      ['Arbeitnehmer', ...spalten],
      [
        ['Brutto', '', '', euro(a.brutto), ''],
        ...anPosten.map(zeile),
        ['Abzüge', '', '', euro(abzuege), ''],
        ['Netto', '', '', euro(an.netto), ''],
      ],
      breite,
      [2, 3],
    ),
    raster(
      ['Arbeitgeber', ...spalten],
      [
        ...seite('arbeitgeber').map(zeile),
        ['Summe', ...leer.slice(0, 2), euro(ag.summe), ''],
        ['Gesamtkosten (Brutto und Summe)', ...leer.slice(0, 2), euro(ag.gesamtkosten), ''],
      ],
      breite,
      [2, 3],
    ),
  ];
  if (Array.isArray(a.hinweise) && a.hinweise.length)
    teile.push(a.hinweise.map((h) => umbreche(`Hinweis: ${text(h)}`, breite)).join('\n'));
  return teile.join('\n\n');
}

// The Lohnkonto (POST /hr/lohnkonto): each month's payslip under its month, then each block of the
// year the answer holds (summen, and whatever blocks follow) as a table of its amounts.
function alsLohnkonto(a: Zeile & { monate: Zeile[] }, breite: number): string {
  const teile = a.monate.map((m) => `Monat ${text(m.monat)}\n\n${alsAbrechnung(m, breite)}`);
  const bloecke = Object.entries(a).filter(
    ([k, w]) => istObjekt(w) && !['quelle', 'zitat', 'lizenz'].includes(k) && !Array.isArray(w),
  );
  for (const [name, block] of bloecke) {
    const zeilen: string[][] = [];
    const sammle = (o: Zeile, vor: string) => {
      for (const [k, w] of Object.entries(o)) {
        if (istObjekt(w)) sammle(w, `${vor}${k}.`);
        // Amounts in euro; counts and keys (SV days, group keys) as they are.
        else if (skalar(w))
          zeilen.push([`${vor}${k}`, typeof w === 'number' && !/tage|gruppe|schluessel/.test(k) ? euro(w) : text(w)]);
      }
    };
    sammle(block as Zeile, '');
    teile.push(`${name} ${text(a.jahr)}:\n${raster(['Feld', 'Wert'], zeilen, breite, [1])}`);
  }
  if (istObjekt(a.quelle)) teile.push(`Quelle: ${text(a.quelle.titel)} ${text(a.quelle.url)}`);
  return teile.join('\n\n');
}

export function alsTabelle(antwort: unknown, breite = 120): string {
  if (!istObjekt(antwort)) return text(antwort);
  if (antwort.datensatz === 'lohnkonto' && Array.isArray(antwort.monate))
    return alsLohnkonto(antwort as Zeile & { monate: Zeile[] }, breite);
  if (Array.isArray(antwort.posten) && istObjekt(antwort.arbeitnehmer)) return alsAbrechnung(antwort, breite);
  if (istObjekt(antwort.abrechnung) && Array.isArray(antwort.abrechnung.posten))
    return [
      `Vereinbartes Netto ${euro(antwort.netto_ziel)} €: kleinstes Brutto ${euro(antwort.brutto)} €, ` +
        `Netto ${euro(antwort.netto)} €`,
      alsAbrechnung(antwort.abrechnung, breite),
    ].join('\n\n');
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
