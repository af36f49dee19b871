// HyperLogLog sketches of visitor ids, for unique users over wide ranges: one sketch per UTC day is
// kept (lib/stats/visitor-sketches.ts) and the days of a range are merged, so a year of visitors
// costs a few hundred small reads instead of millions of ids. 2^14 registers give a relative
// standard error of 1.04/√16384 ≈ 0.81% at every size (Ertl's estimator, below, has no bias
// range to correct): within 2% about 98.6% of the time. Small ranges are counted exactly instead.

const P = 14;
const M = 1 << P; // registers
const HASH_BITS = 52;
const Q = HASH_BITS - P; // the bits of a hash left for the rank
const HEX_ID = /^[0-9a-f]{13}/;
const ALPHA_INFINITY = 1 / (2 * Math.LN2);
const SPARSE = 1;
const DENSE = 0;

export type Sketch = Uint8Array;

/** cyrb53 (for ids that are not the app's hex ones): a fast 53-bit string hash; two ids collide with odds near 1 in 2^53. */
function hash53(text: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ char, 2654435761);
    h2 = Math.imul(h2 ^ char, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

export const emptySketch = (): Sketch => new Uint8Array(M);

/**
 * A visitor id's 52-bit hash, the one every unique-user count compares (exact sets and sketches). Real ids are HMAC-SHA256 in hex (lib/scans/visitor-id.ts), already
 * uniform: their first 13 digits are used as they are. Anything else goes through hash53.
 */
export function visitorHash(id: string): number {
  return HEX_ID.test(id) ? Number.parseInt(id.slice(0, 13), 16) : hash53(id) % 2 ** HASH_BITS;
}

/** Adds a visitor's 52-bit hash (visitorHash): its low 14 bits pick a register, the rest set the rank. */
export function addHash(sketch: Sketch, hash: number): void {
  const index = hash % M;
  const rest = Math.floor(hash / M); // Q bits
  const rank = rest === 0 ? Q + 1 : Q - Math.floor(Math.log2(rest));
  if (rank > sketch[index]) sketch[index] = rank;
}

/** The union of `from` into `into`. */
export function mergeInto(into: Sketch, from: Sketch): void {
  for (let i = 0; i < M; i++) if (from[i] > into[i]) into[i] = from[i];
}

function sigma(x: number): number {
  if (x === 1) return Infinity;
  let [y, z] = [1, x];
  for (;;) {
    x *= x;
    const previous = z;
    z += x * y;
    y += y;
    if (z === previous) return z;
  }
}

function tau(x: number): number {
  if (x === 0 || x === 1) return 0;
  let [y, z] = [1, 1 - x];
  for (;;) {
    x = Math.sqrt(x);
    const previous = z;
    y *= 0.5;
    z -= (1 - x) ** 2 * y;
    if (z === previous) return z / 3;
  }
}

/** Ertl, "New cardinality estimation algorithms for HyperLogLog sketches" (2017), algorithm 6. */
export function estimate(sketch: Sketch): number {
  const histogram = new Array<number>(Q + 2).fill(0);
  for (let i = 0; i < M; i++) histogram[sketch[i]]++;
  if (histogram[0] === M) return 0;
  let z = M * tau(1 - histogram[Q + 1] / M);
  for (let k = Q; k >= 1; k--) z = 0.5 * (z + histogram[k]);
  z += M * sigma(histogram[0] / M);
  return Math.round((ALPHA_INFINITY * M * M) / z);
}

/**
 * Stored form: a kind byte, then either every register (dense) or, while few are set, 3 bytes per
 * set register (index big-endian, rank) — a quiet day's sketch stays a few bytes.
 */
export function encodeSketch(sketch: Sketch): Uint8Array {
  let set = 0;
  for (let i = 0; i < M; i++) if (sketch[i] !== 0) set++;
  if (set * 3 >= M) {
    const dense = new Uint8Array(1 + M);
    dense.set(sketch, 1);
    return dense; // dense[0] is DENSE
  }
  const out = new Uint8Array(1 + set * 3);
  out[0] = SPARSE;
  let at = 1;
  for (let i = 0; i < M; i++) {
    if (sketch[i] === 0) continue;
    out[at++] = i >> 8;
    out[at++] = i & 0xff;
    out[at++] = sketch[i];
  }
  return out;
}

/** Merges a stored sketch into `into` without building it first. */
export function mergeEncoded(into: Sketch, stored: Uint8Array): void {
  if (stored[0] === DENSE) {
    mergeInto(into, stored.subarray(1, 1 + M));
    return;
  }
  for (let at = 1; at + 2 < stored.length; at += 3) {
    const index = (stored[at] << 8) | stored[at + 1];
    if (stored[at + 2] > into[index]) into[index] = stored[at + 2];
  }
}
