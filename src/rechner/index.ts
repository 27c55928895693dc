// Every calculator and request-dependent extension by dataset id.
import type { Erweiterung } from './erweiterung';
import { kuendigungsfristErweiterung } from './kuendigungsfrist';
import { mutterschutzErweiterung } from './mutterschutz';
import { pausenErweiterung } from './pausen';
import { regelaltersgrenzeErweiterung } from './regelaltersgrenze';
import { urlaubsanspruchErweiterung } from './urlaubsanspruch';

export const ERWEITERUNGEN: Record<string, Erweiterung> = {
  kuendigungsfrist: kuendigungsfristErweiterung,
  mutterschutz: mutterschutzErweiterung,
  pausen: pausenErweiterung,
  regelaltersgrenze: regelaltersgrenzeErweiterung,
  urlaubsanspruch: urlaubsanspruchErweiterung,
};
