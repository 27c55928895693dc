// The Lohnkonto at the edge (issue 40): run by `npm run bench` in Deno (the edge runtime) on the built
// bundle build/rechner.js, as the gate calls it for POST /hr/lohnkonto. 100 varied years of 2016 to 2026
// (2015's first quarter would assign a one-off to 2014 under the Märzklausel, which the data do not
// cover): twelve months, or a part year from an entry or up to an exit, tax classes 1 to 6, church
// tax, children, one or two one-offs (a bonus in spring, a Christmas bonus), some with vorjahr, a
// change of tax class in the year. Printed as one JSON line: each year's time and status.
// Goal (issue 40): well under Netlify's 50 ms CPU per edge request.
const [kern] = Deno.args;
const { rechner } = await import(kern);

let zustand = 815;
const zufall = () => {
  zustand = (zustand * 1103515245 + 12345) % 2147483648;
  return zustand / 2147483648;
};
const eines = (a) => a[Math.floor(zufall() * a.length)];
const LAENDER = ['BW', 'BY', 'BE', 'BB', 'HB', 'HH', 'HE', 'MV', 'NI', 'NW', 'RP', 'SL', 'SN', 'ST', 'SH', 'TH'];
const mm = (jahr, m) => `${jahr}-${String(m).padStart(2, '0')}`;

const jahre = [];
for (let n = 0; n < 100; n++) {
  const jahr = 2016 + (n % 11);
  const teiljahr = n % 5 === 0 || n % 7 === 0;
  // Full years from the Übergangsbereich up; part years above it (a one-off in a part month of the
  // Übergangsbereich is refused by the payslip, docs/ENTSCHEIDUNGEN.md).
  const brutto = Math.round((teiljahr ? 2100 : 800) + zufall() * 8000);
  const person = { steuerklasse: 1 + (n % 6), land: eines(LAENDER) };
  if (zufall() < 0.5) person.kirchensteuer = true;
  if (zufall() < 0.3) person.kinder = 1 + Math.floor(zufall() * 3);
  const k = { jahr, person, monate: [] };
  // Every fifth year starts in the year, every seventh ends in it.
  const von = n % 5 === 0 ? 2 + Math.floor(zufall() * 5) : 1;
  const bis = n % 7 === 0 ? 7 + Math.floor(zufall() * 5) : 12;
  if (von > 1) k.eintritt = `${mm(jahr, von)}-${String(2 + Math.floor(zufall() * 20)).padStart(2, '0')}`;
  if (bis < 12) k.austritt = `${mm(jahr, bis)}-${String(10 + Math.floor(zufall() * 18)).padStart(2, '0')}`;
  // The previous year at most 3,500 a month: under every year's KV ceiling (49,500 euro in 2015).
  const vorjahr = Math.min(brutto, 3500) * 12;
  if (von === 1 && zufall() < 0.4) k.vorjahr = { kv_entgelt: vorjahr, rv_entgelt: vorjahr, sv_tage: 360 };
  for (let m = von; m <= bis; m++) k.monate.push({ monat: mm(jahr, m), brutto });
  // A Christmas bonus in the last month, a bonus in spring in every third year.
  k.monate.at(-1).einmalzahlung = { betrag: eines([1000, 2500, 6000]) };
  if (n % 3 === 0 && k.monate.length > 4) k.monate[2].einmalzahlung = { betrag: eines([500, 1500]) };
  // A change of tax class in mid-year in every fourth year (classes 1 to 5).
  if (n % 4 === 0 && k.monate.length > 6) k.monate[5].person = { steuerklasse: 1 + ((n + 2) % 5) };
  jahre.push(JSON.stringify(k));
}

const heute = '2026-03-10';
const zeit = async (text) => {
  const t = performance.now();
  const r = await rechner('lohnkonto', '', heute, text);
  const aus = await r.text();
  return { ms: performance.now() - t, status: r.status, text: aus };
};

// Warm-up: the first years compile the code paths (and each PAP version once).
for (const text of jahre.slice(0, 20)) await zeit(text);

const ergebnisse = [];
for (const text of jahre) {
  const z = await zeit(text);
  ergebnisse.push(z.status === 200 ? { status: 200, ms: z.ms } : { status: z.status, ms: z.ms, text: z.text.slice(0, 300) });
}
console.log(JSON.stringify({ anzahl: jahre.length, ergebnisse }));
