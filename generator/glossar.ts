// The English glossary: every dataset id and every field name of the API's responses, with an
// English explanation. Field names stay German in the API (API-SPEC.md); this table is the one
// place where their English meaning is kept. test/glossar.test.ts checks it against the catalog
// and the response schemas of the OpenAPI document, so a new field or dataset without an entry
// (or an entry for a field that no longer exists) fails the tests.

export const DATENSAETZE_EN: Record<string, string> = {
  'arbeitstage': 'Working days between two dates for a federal state (Land), net of weekends and public holidays',
  'ausgleichsabgabe': 'Compensatory levy for unfilled mandatory jobs for severely disabled people (SGB IX)',
  'bav-hoechstbetraege': 'Occupational pensions (bAV): tax- and contribution-free limits, flat-rate tax, bAV subsidy and employer top-ups',
  'beitragssaetze': 'Social-insurance contribution rates, with employer and employee shares',
  'dienstwagen': 'Taxable benefit of a company car (1 % rule, commuting, electric and hybrid reductions)',
  'einkommensteuer-eckwerte': 'Income tax: basic allowance, tariff thresholds, child allowances and solidarity surcharge',
  'entgeltfortzahlung': 'Continued pay during sickness (EFZG)',
  'entgelttransparenz': 'Pay transparency (EntgTranspG and the EU Pay Transparency Directive)',
  'feiertage': 'Statutory public holidays per federal state',
  'kirchensteuer': 'Church tax rate per federal state (8 % in Bavaria and Baden-Württemberg, 9 % elsewhere)',
  'kuendigungsfrist': 'Statutory notice period (§ 622 BGB), as a calculator',
  'kuenstlersozialabgabe': 'Artists’ social levy (KSVG) rate',
  'lohnsteuer': 'Wage tax, solidarity surcharge and church-tax base per the official BMF flowchart (PAP), as a calculator',
  'lohnsteuer-anmeldung': 'Wage-tax return: filing period, deadline and grace period for payment',
  'mindestausbildungsverguetung': 'Minimum apprentice pay (BBiG)',
  'mindestlohn': 'Statutory minimum wage per hour (MiLoG)',
  'minijob-abgaben': 'Levies for mini-jobs (marginal employment)',
  'mutterschutz': 'Maternity protection periods (MuSchG), as a calculator',
  'pausen': 'Rest breaks and working-time limits (ArbZG, JArbSchG), as a calculator',
  'payroll-jahreskalender': 'Payroll calendar of a year: tax and social-insurance deadlines',
  'pfaendungsfreigrenzen': 'Garnishment exemption limits for earned income (§ 850c ZPO)',
  'pflegemindestlohn': 'Minimum wage in the care sector',
  'rechengroessen': 'Social-insurance reference values: contribution ceilings, reference amount and more',
  'regelaltersgrenze': 'Standard retirement age of the statutory pension insurance, as a calculator',
  'reisekosten-inland': 'Domestic travel expenses: meal allowances, mileage and commuting allowance',
  'sachbezugswerte': 'Official values of benefits in kind for meals and accommodation',
  'sfn-zuschlaege': 'Tax-free premiums for Sunday, holiday and night work (§ 3b EStG)',
  'sonderkuendigungsschutz': 'Special protection against dismissal (e.g. pregnancy, parental leave, disability)',
  'steuerfreie-betraege': 'Tax-free and tax-favoured amounts of wages',
  'sv-faelligkeit': 'Due dates of social-insurance contributions',
  'uebergangsbereich': 'Transition zone (midi-job), until June 2019 the sliding zone',
  'urlaubsanspruch': 'Statutory minimum annual leave (BUrlG), as a calculator',
  'versorgungsfreibetrag': 'Pension allowance, its supplement and the old-age relief amount by year of first payment',
  'zeitarbeit': 'Temporary agency work (AÜG): maximum assignment period, equal pay and more',
};

export const FELDER_EN: Record<string, string> = {
  // lohnsteuer (names and meaning of the BMF flowchart's interface, amounts in cents)
  pap_version: 'version of the BMF flowchart (PAP) applied', pap: 'the official PAP file used {datei, stand, sha256, gueltig_ab, gueltig_bis}',
  datei: 'file name', sha256: 'SHA-256 checksum of the file', eingaben: 'inputs passed to the PAP, defaults included',
  lstlzz: 'wage tax for the pay period', solzlzz: 'solidarity surcharge for the pay period', bk: 'church-tax base for the pay period',
  bks: 'church-tax base for other payments', sts: 'wage tax on other payments', solzs: 'solidarity surcharge on other payments',
  bkv: 'church-tax base for pay for several years of work', stv: 'wage tax on pay for several years of work', solzv: 'solidarity surcharge on pay for several years of work',
  vkvlzz: 'health and care insurance contributions allowed for the pay period', vkvsonst: 'health and care insurance contributions allowed for other payments',
  vfrb: 'allowance used for the current pay', vfrbs1: 'allowance used for the expected annual pay', vfrbs2: 'allowance used for other payments',
  wvfrb: 'taxable income above the basic allowance left for the Turkish tax-treaty allowance (current pay)', wvfrbo: 'the same for the expected annual pay', wvfrbm: 'the same for other payments',
  kirchensteuersatz: 'church tax rate of the federal state in percent', kirchensteuer_lzz: 'church tax for the pay period', kirchensteuer_sonstb: 'church tax on other payments',
  protokoll: 'trace of the PAP steps that set each output (with protokoll=true)', methode: 'PAP step (method) that set a value', variable: 'PAP variable set',
  // envelope of every dataset answer
  datensatz: 'dataset id', datum: 'reference date of the answer (YYYY-MM-DD)', jahr: 'calendar year', vorlaeufig: 'provisional: at least one announced value is not fixed yet (null)',
  werte: 'map of component id to its value on the reference date', bestandteile: 'components of a dataset (or the components summed up)', saetze: 'beitragssaetze only: like werte',
  regeln: 'the rules applied, one sentence each with its provision', hinweise: 'notes on the limits of values or calculation', lizenz: 'terms of use', stand: 'date of the last check against the sources',
  zitat: 'ready-made citation sentence', datenstand: 'data version: date of the last changelog entry, a dot, its number', quelle: 'official source {titel, url}', quellen: 'official sources',
  titel: 'title of the source', url: 'address of the source', quelle_url: 'address of the official source', rechtsgrundlage: 'legal basis (statute, section)',
  // components and levels
  id: 'identifier', name: 'German name', gruppe: 'group the component belongs to', art: 'kind of component or change', einheit: 'unit (euro_monat, prozent, …)',
  wert: 'value; null while an announced value is not fixed', gueltig_ab: 'valid from (first day)', gueltig_bis: 'valid until (last day); null = open-ended', hinweis: 'note',
  naechster_wert: 'next known level {gueltig_ab, wert}', status: 'festgelegt (fixed) or angekuendigt (announced)', erwartet: 'date on which an announced value is expected',
  letzter_wert: 'value of the previous level', bestandteil: 'component id', verlauf: 'history: one entry per level', stufe: 'level or bracket applied',
  // beitragssaetze
  satz_prozent: 'total rate in percent', arbeitgeber_prozent: 'employer share in percent', arbeitnehmer_prozent: 'employee share in percent',
  ab_kind_nr: 'applies from the n-th child', bis_kind_nr: 'applies up to the n-th child', hoechstens_prozent: 'at most this percentage', altersgrenze_kind_jahre: 'age limit of the child in years',
  // rechengroessen, minijob, bav
  monatswerte: 'rechengroessen only: each yearly euro component divided by 12', summen: 'minijob-abgaben only: total employer burden', berechnet: 'bav-hoechstbetraege only: euro amounts derived from the contribution ceiling',
  gewerblich: 'commercial mini-job', privat: 'mini-job in a private household', bbg_rv_jahr: 'yearly contribution ceiling of the general pension insurance', bbg_grundlage: 'which contribution ceiling the amounts are based on',
  steuerfrei_jahr: 'tax-free amount per year', steuerfrei_monat: 'tax-free amount per month', sv_frei_jahr: 'social-insurance-free amount per year', sv_frei_monat: 'social-insurance-free amount per month',
  // mindestausbildungsverguetung, sfn, ausgleichsabgabe, ksk
  beginn: 'start of the apprenticeship (instead of datum)', ausbildungsjahr: 'year of apprenticeship (1 to 4)', mindestverguetung_monat: 'minimum pay per month for that year',
  grundlohn_stunde: 'basic hourly wage', betraege_stunde: 'tax-free premium per hour in euro', betraege_stunde_sv_frei: 'social-insurance-free premium per hour in euro',
  arbeitsplaetze: 'number of jobs', besetzt: 'jobs filled with severely disabled people', pflichtplaetze: 'mandatory jobs', unbesetzt: 'mandatory jobs not filled', unbesetzt_monate: 'months with unfilled mandatory jobs',
  beschaeftigungsquote_prozent: 'employment rate of severely disabled people in percent', pflichtplatz_monate: 'months counted for mandatory jobs', betrag_monat: 'amount per month', abgabe_jahr: 'levy per year',
  // sachbezugswerte
  verpflegung_monat: 'meals per month', fruehstueck_monat: 'breakfast per month', mittagessen_monat: 'lunch per month', abendessen_monat: 'dinner per month',
  fruehstueck_tag: 'breakfast per day', mittag_abend_tag: 'lunch or dinner per day', unterkunft_monat: 'accommodation per month', unterkunft_tag: 'accommodation per day',
  // pfaendungsfreigrenzen
  grundbetrag_monat: 'basic exempt amount per month', erhoehung_erste_person_monat: 'increase for the first dependant per month', erhoehung_weitere_person_monat: 'increase for each further dependant per month',
  voll_pfaendbar_ab_monat: 'fully garnishable above this monthly amount', unterhaltspflichten: 'number of maintenance obligations asked for', unterhaltspflichten_beruecksichtigt: 'maintenance obligations counted (at most 5)',
  freibetrag_monat: 'exempt amount per month', netto_monat: 'net income per month', pfaendbarer_betrag_monat: 'garnishable amount per month',
  // uebergangsbereich
  bezeichnung: 'designation', untergrenze_monat: 'lower limit per month', obergrenze_monat: 'upper limit per month', faktor_f: 'factor F', faktor_f_rechtsgrundlage: 'legal basis of factor F',
  faktor_f_definition: 'definition of factor F', faktor_f_quelle: 'source of factor F', faktor_f_quelle_url: 'address of the source of factor F', formel: 'formula as it read on the reference date',
  beitragspflichtige_einnahme_gesamt: 'income subject to contributions (total)', beitragspflichtige_einnahme_arbeitnehmer: 'income subject to the employee’s contributions', erlaeuterung: 'explanation',
  variablen: 'variables of the formula', F: 'factor F', G: 'lower limit of the transition zone', OG: 'upper limit of the transition zone', AE: 'monthly earnings',
  // errors
  fehler: 'error object', code: 'machine-readable code', nachricht: 'message (German)', parameter: 'parameter concerned, or parameters of an endpoint', erlaubt: 'allowed values', bereich: 'allowed range {min, max}', min: 'minimum', max: 'maximum',
  // catalog, changelog, status, overview
  anzahl: 'number of entries', datensaetze: 'datasets', beschreibung: 'description', kategorie: 'category (sozialversicherung, steuer, arbeitsrecht, kalender)', pfad: 'path of the endpoint',
  verlauf_pfad: 'path of the history endpoint, or null', abdeckung: 'coverage {von, bis}', typ: 'type', pflicht: 'required', standard: 'default value', von: 'from', bis: 'until',
  aenderungen: 'changelog entries', nr: 'number of the entry on that day', letzte_pruefung: 'last check against the sources', gesichert_bis: 'last day for which every value is fixed',
  naechste_aenderung_erwartet: 'next expected change', vorlaeufig_ab: 'first day with a value not fixed yet', version: 'API version', links: 'links to the other meta resources', anzahl_datensaetze: 'number of datasets',
  openapi: 'path of the OpenAPI document', dokumentation: 'path of the documentation', export: 'path of the full export', katalog: 'the catalog', verlaeufe: 'histories of every dataset',
  // kuendigungsfrist
  eintritt: 'start of employment', zugang: 'day the notice is received', seite: 'who gives notice: arbeitgeber (employer) or arbeitnehmer (employee)', probezeit: 'probation period',
  betriebszugehoerigkeit_jahre: 'length of service in years', frist: 'notice period applied', frist_code: 'stable code of the notice period applied', fristende: 'end of the notice period', ende: 'last day of employment',
  // regelaltersgrenze
  geburtsdatum: 'date of birth', geburtsjahr: 'year of birth', vertrauensschutz: 'protection of legitimate expectations applies', regelaltersgrenze_jahre: 'standard retirement age, years part',
  regelaltersgrenze_monate: 'standard retirement age, months part', anhebung_monate: 'increase in months over age 65', erreicht_am: 'day the age is reached', rentenbeginn: 'start of the pension',
  rentenbeginn_spanne: 'range of pension start over a year of birth', geburtsdatum_von: 'first day of the year of birth', geburtsdatum_bis: 'last day of the year of birth',
  // urlaubsanspruch
  arbeitstage_pro_woche: 'working days per week', austritt: 'end of employment', gesetzlicher_mindesturlaub: 'statutory minimum leave', anspruch_tage: 'entitlement in days',
  volle_monate: 'full months of employment', teilurlaub: 'partial leave applies', teilurlaub_grund: 'reason for partial leave', wartezeit_erfuellt_am: 'day the six-month waiting period is completed',
  // mutterschutz
  termin: 'expected date of delivery', geburt: 'actual date of birth', fall: 'case (e.g. premature or multiple birth)', ssw: 'week of pregnancy', schutzfrist_beginn: 'start of the protection period',
  schutzfrist_ende: 'end of the protection period', tage_vor_geburt: 'days before birth', tage_nach_geburt: 'days after birth', verlaengerung_tage: 'extension in days', gesamt_tage: 'total days', kuendigungsschutz_bis: 'protected against dismissal until',
  // pausen
  arbeitszeit_stunden: 'working time in hours', jugendlich: 'young worker (under 18)', pause_minuten: 'minimum break in minutes', mindestblock_minuten: 'shortest break block that counts, in minutes',
  hoechstarbeitszeit_stunden: 'maximum daily working time in hours', ruhezeit_stunden: 'minimum rest between two working days in hours', ueberschreitung: 'the working time exceeds the limit',
  // dienstwagen
  antrieb: 'drive (verbrenner, elektro, hybrid)', anschaffung: 'acquisition date', listenpreis: 'gross list price', ueberlassung: 'first provision to the employee', minderung: 'reduction of the list price applied',
  batterie_abzug: 'deduction for the battery', bemessungsgrundlage: 'assessment basis', privatnutzung_monat: 'private use per month', entfernung_km: 'distance home to work in km',
  co2_g_km: 'CO2 emission in g/km', reichweite_km: 'electric range in km', batterie_kwh: 'battery capacity in kWh', fahrten_wohnung_monat: 'commuting benefit per month',
  fahrten_monat: 'commuting trips per month', fahrten_wohnung_monat_einzel: 'commuting benefit per month by individual trips (0.002 % rule)', arbeitsweg_methode: 'method used for commuting',
  zuzahlung_monat: 'employee’s payment per month', geldwerter_vorteil_monat: 'taxable benefit per month', anteil_listenpreis: 'share of the list price (0.25 or 0.5)',
  // holidays and calendars
  land: 'federal state (Land) code, e.g. BY', land_name: 'name of the federal state', regionale: 'include regional holidays', feiertage: 'public holidays', wochentag: 'weekday',
  bundesweit: 'holiday in every state', laender: 'states where the day is a holiday statewide', laender_teilweise: 'states where it applies only in parts', regional: 'regional holiday',
  samstag: 'Saturday counts as a working day', arbeitstage: 'working days', kalendertage: 'calendar days', wochenendtage: 'weekend days', feiertage_an_werktagen: 'public holidays falling on working days',
  termine: 'dates', abweichungen: 'states with different dates', einheitlich: 'same dates in every state', monat: 'month', faelligkeit: 'due date',
  nachweis_vorliegen: 'day the contribution statement must be available', nachweis_uebermitteln_bis: 'last day to transmit the contribution statement', nicht_bankarbeitstage: 'days that are no bank business days',
  land_einzugsstelle: 'federal state of the collecting agency', lohnsteuer_zeitraum: 'wage-tax filing period (monat, quartal, jahr)', fristen: 'deadlines', zeitraum: 'period',
  nominal: 'date before moving for weekends and holidays', verschoben: 'moved to the next working day', grund: 'reason for the move', empfaenger: 'recipient', verschiebung_norm: 'provision that moves the deadline',
};
