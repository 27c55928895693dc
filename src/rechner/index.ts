// Every calculator and request-dependent extension by dataset id.
import type { Erweiterung } from './erweiterung';
import { arbeitstageErweiterung } from './arbeitstage';
import { dienstwagenErweiterung } from './dienstwagen';
import { feiertageErweiterung } from './feiertage';
import { kuendigungsfristErweiterung } from './kuendigungsfrist';
import { mutterschutzErweiterung } from './mutterschutz';
import { pausenErweiterung } from './pausen';
import { payrollJahreskalenderErweiterung } from './payroll-jahreskalender';
import { regelaltersgrenzeErweiterung } from './regelaltersgrenze';
import { svFaelligkeitErweiterung } from './sv-faelligkeit';
import { urlaubsanspruchErweiterung } from './urlaubsanspruch';

export const ERWEITERUNGEN: Record<string, Erweiterung> = {
  arbeitstage: arbeitstageErweiterung,
  dienstwagen: dienstwagenErweiterung,
  feiertage: feiertageErweiterung,
  kuendigungsfrist: kuendigungsfristErweiterung,
  mutterschutz: mutterschutzErweiterung,
  pausen: pausenErweiterung,
  'payroll-jahreskalender': payrollJahreskalenderErweiterung,
  regelaltersgrenze: regelaltersgrenzeErweiterung,
  'sv-faelligkeit': svFaelligkeitErweiterung,
  urlaubsanspruch: urlaubsanspruchErweiterung,
};
