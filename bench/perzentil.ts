// The q-quantile of measured times (0.5: median, 0.99: p99, 1: the slowest), nearest rank.
export function perzentil(zeiten: readonly number[], q: number): number {
  const sortiert = [...zeiten].sort((a, b) => a - b);
  return sortiert[Math.min(sortiert.length - 1, Math.floor(q * sortiert.length))];
}
