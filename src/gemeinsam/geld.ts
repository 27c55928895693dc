// Money to the cent; the epsilon keeps 0.005 from rounding down in binary floating point.
export const runde2 = (x: number) => Math.round((x + Math.sign(x) * 1e-9) * 100) / 100;
