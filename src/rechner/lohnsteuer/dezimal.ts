// Decimal arithmetic for the generated PAP modules (build/pap/*). The PAP prescribes
// java.math.BigDecimal: exact sums and products, explicit scale and rounding mode on every
// division that does not terminate. 60 significant digits keep every PAP amount (cents, at most 15
// integer digits) exact; truncation (ROUND_DOWN) as the default rounding means an intermediate
// quotient is never rounded up before the PAP's own rounding to its scale.
import Decimal from 'decimal.js';

export type { Schritt } from '../../vertrag/pap';
export const D = Decimal.clone({ precision: 60, rounding: Decimal.ROUND_DOWN, toExpNeg: -60, toExpPos: 60 });
export type Dezimal = Decimal;
