// The calendar years the service covers (API-SPEC.md): the default year range of a dataset
// (a data file may narrow it with jahr_bereich) and the range of the calendar calculators.
export const ABDECKUNG = { von: 2015, bis: 2035 } as const;
export const ERSTER_TAG = `${ABDECKUNG.von}-01-01`;
export const LETZTER_TAG = `${ABDECKUNG.bis}-12-31`;
