// decimal.js as the payslip (src/datensaetze/brutto-netto.ts) computes with it. The generated PAP
// modules no longer use it: they run on BigDezimal (bigdezimal.ts), Java's BigDecimal semantics
// without a working precision. 60 significant digits keep every amount (cents, at most 15 integer
// digits) exact; truncation (ROUND_DOWN) as the default rounding means an intermediate quotient is
// never rounded up before the caller's own rounding.
import Decimal from 'decimal.js';

export type { Schritt } from '../../vertrag/pap';
export const D = Decimal.clone({ precision: 60, rounding: Decimal.ROUND_DOWN, toExpNeg: -60, toExpPos: 60 });
export type Dezimal = Decimal;
