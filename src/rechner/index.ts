// Every calculator and request-dependent extension by dataset id: the calculator set the entry
// points (generator/build.ts, functions/rechner.ts) pass to the API layer. generator/register.ts
// checks it against the data files in every build.
import type { Rechnerverzeichnis } from '../vertrag/erweiterung';
import { arbeitstageErweiterung } from './arbeitstage';
import { ausgleichsabgabeErweiterung } from './ausgleichsabgabe';
import { dienstwagenErweiterung } from './dienstwagen';
import { feiertageErweiterung } from './feiertage';
import { kuendigungsfristErweiterung } from './kuendigungsfrist';
import { lohnsteuerErweiterung } from './lohnsteuer';
import { mindestausbildungsverguetungErweiterung } from './mindestausbildungsverguetung';
import { mutterschutzErweiterung } from './mutterschutz';
import { pausenErweiterung } from './pausen';
import { payrollJahreskalenderErweiterung } from './payroll-jahreskalender';
import { pfaendungErweiterung } from './pfaendung';
import { regelaltersgrenzeErweiterung } from './regelaltersgrenze';
import { sfnErweiterung } from './sfn-zuschlaege';
import { svFaelligkeitErweiterung } from './sv-faelligkeit';
import { urlaubsanspruchErweiterung } from './urlaubsanspruch';

export const ERWEITERUNGEN: Rechnerverzeichnis = {
  arbeitstage: arbeitstageErweiterung,
  ausgleichsabgabe: ausgleichsabgabeErweiterung,
  dienstwagen: dienstwagenErweiterung,
  feiertage: feiertageErweiterung,
  kuendigungsfrist: kuendigungsfristErweiterung,
  lohnsteuer: lohnsteuerErweiterung,
  mindestausbildungsverguetung: mindestausbildungsverguetungErweiterung,
  mutterschutz: mutterschutzErweiterung,
  pausen: pausenErweiterung,
  pfaendungsfreigrenzen: pfaendungErweiterung,
  'payroll-jahreskalender': payrollJahreskalenderErweiterung,
  regelaltersgrenze: regelaltersgrenzeErweiterung,
  'sfn-zuschlaege': sfnErweiterung,
  'sv-faelligkeit': svFaelligkeitErweiterung,
  urlaubsanspruch: urlaubsanspruchErweiterung,
};
