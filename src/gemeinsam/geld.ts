// The one rounding of derived amounts, rates and days: half away from zero at the given decimal
// place. The small nudge keeps 0.005 from rounding down in binary floating point and sums of rates
// such as 0.15 + 0.06 from ending in ...9999.
export const runde = (x: number, stellen: number): number => {
  const f = 10 ** stellen;
  return Math.round((x + Math.sign(x) * 1e-9) * f) / f;
};

// Money to the cent.
export const runde2 = (x: number): number => runde(x, 2);
