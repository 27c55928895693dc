// Every calculator and request-dependent extension by dataset id.
import type { Erweiterung } from './erweiterung';
import { arbeitstageErweiterung } from './arbeitstage';
import { ausgleichsabgabeErweiterung } from './ausgleichsabgabe';
import { dienstwagenErweiterung } from './dienstwagen';
import { feiertageErweiterung } from './feiertage';
import { kuendigungsfristErweiterung } from './kuendigungsfrist';
import { lohnsteuerErweiterung } from './lohnsteuer';
import { mindestausbildungsverguetungErweiterung } from './mindestausbildungsverguetung';
import { mutterschutzErweiterung } from './mutterschutz';
import { pausenErweiterung } from './pausen';
import { pfaendungErweiterung } from './pfaendung';
import { payrollJahreskalenderErweiterung } from './payroll-jahreskalender';
import { regelaltersgrenzeErweiterung } from './regelaltersgrenze';
import { sfnErweiterung } from './sfn-zuschlaege';
import { svFaelligkeitErweiterung } from './sv-faelligkeit';
import { urlaubsanspruchErweiterung } from './urlaubsanspruch';

export const ERWEITERUNGEN: Record<string, Erweiterung> = {
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
