// What statistics remember of a code's settled days (before today), in this process. Bounded by
// weight (hashes plus sums held); the least recently used entries go first.

import type { Sketch } from "./visitor-sketch";

export interface SettledDays {
  /** The clicks the `total` rollup counted over these days when the entry was read. */
  version: number;
  sums: Map<string, number>;
  /** The days' distinct visitors: every id's visitorHash, sorted, while few; else a sketch. */
  visitors: { hashes: Float64Array } | { sketch: Sketch };
}

const MAX_WEIGHT = 2_000_000; // ~16 MB
const entries = new Map<string, SettledDays>(); // insertion order: the first is the least recently used
let weight = 0;

const weightOf = (entry: SettledDays) =>
  ("hashes" in entry.visitors ? entry.visitors.hashes.length : entry.visitors.sketch.length / 8) + entry.sums.size;

export function recall(key: string, version: number): SettledDays | undefined {
  const entry = entries.get(key);
  if (!entry || entry.version !== version) return undefined;
  entries.delete(key);
  entries.set(key, entry);
  return entry;
}

export function remember(key: string, entry: SettledDays): void {
  const previous = entries.get(key);
  if (previous) weight -= weightOf(previous);
  entries.delete(key);
  entries.set(key, entry);
  weight += weightOf(entry);
  for (const [oldest, old] of entries) {
    if (weight <= MAX_WEIGHT || oldest === key) break;
    entries.delete(oldest);
    weight -= weightOf(old);
  }
}

/** Empties the cache (benchmarks time the cold path with it). */
export function forgetAll(): void {
  entries.clear();
  weight = 0;
}

/** Binary search of a sorted array of visitor hashes. */
export function includesHash(sorted: Float64Array, value: number): boolean {
  let [low, high] = [0, sorted.length - 1];
  while (low <= high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle] === value) return true;
    if (sorted[middle] < value) low = middle + 1;
    else high = middle - 1;
  }
  return false;
}
