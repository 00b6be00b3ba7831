/** What the benchmark scripts share: percentiles of timings, and one seeded generator for their data. */

/** The value at fraction `p` (0.95 for p95) of `sorted`, ascending; 0 for no values. */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

/** A small seeded generator of numbers in [0, 1), so every run builds the same rows and the same queries. */
export function seededRandom(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) & 0x7fffffff;
    return state / 0x7fffffff;
  };
}
