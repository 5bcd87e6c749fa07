/** Deterministic randomness for generated demo data: a seed always gives the same sequence. */

/** Seeded PRNG (mulberry32): uniform in [0, 1), the same sequence for the same seed. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Random = () => number;
export const int = (random: Random, min: number, max: number) => min + Math.floor(random() * (max - min + 1));
export const pick = <T>(random: Random, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)]!;

export interface Weighted<T> {
  items: T[];
  cumulative: Float64Array;
}

export function weighted<T>(entries: readonly (readonly [T, number])[]): Weighted<T> {
  const cumulative = new Float64Array(entries.length);
  let total = 0;
  entries.forEach(([, weight], index) => {
    total += weight;
    cumulative[index] = total;
  });
  for (let index = 0; index < cumulative.length; index++) cumulative[index]! /= total;
  return { items: entries.map(([item]) => item), cumulative };
}

export function draw<T>(random: Random, { items, cumulative }: Weighted<T>): T {
  const target = random();
  let low = 0;
  let high = cumulative.length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (cumulative[middle]! > target) high = middle;
    else low = middle + 1;
  }
  return items[low]!;
}
