import { LRUCache } from "lru-cache";
import { DOT_RADIUS } from "./draw-modules";

/** Sub-pixel positions a stamp is drawn at, per axis: modules land within 1/16 px of where they belong. */
export const STEPS = 8;
/** Samples per stamp pixel along each axis (64 coverage levels). */
const SUB = 8;

/**
 * Coverage (0..255) of a small shape at one sub-pixel position: `width` × `height` px whose top-left
 * pixel is the one holding the shape's top-left corner.
 */
export interface Stamp {
  width: number;
  height: number;
  values: Uint8Array;
}

/** Supersampled coverage of `inside` (px coordinates, shape's top-left at (fx, fy)) over `extent` px. */
function drawStamp(extent: number, fx: number, fy: number, inside: (x: number, y: number) => boolean): Stamp {
  const width = Math.ceil(fx + extent);
  const height = Math.ceil(fy + extent);
  const values = new Uint8Array(width * height);
  for (let py = 0; py < height; py++) {
    for (let px = 0; px < width; px++) {
      let hits = 0;
      for (let sy = 0; sy < SUB; sy++) {
        const y = py + (sy + 0.5) / SUB - fy;
        for (let sx = 0; sx < SUB; sx++) if (inside(px + (sx + 0.5) / SUB - fx, y)) hits++;
      }
      values[py * width + px] = Math.round((hits * 255) / (SUB * SUB));
    }
  }
  return { width, height, values };
}

/** Corners clockwise from top-left, as draw-modules' radii. */
export type Corner = 0 | 1 | 2 | 3;

/**
 * What rounding takes off one corner of a module cell `scale` px wide: the `radius`-module square
 * in that corner minus its quarter disc. Subtracted from the square cell's coverage.
 */
function cutout(scale: number, radius: number, corner: Corner, fx: number, fy: number): Stamp {
  const r = radius * scale;
  // In the stamp's frame the cut square is [0, r]²; its disc centre is the corner opposite the cell's.
  const [cx, cy] = [corner === 0 || corner === 3 ? r : 0, corner === 0 || corner === 1 ? r : 0];
  return drawStamp(r, fx, fy, (x, y) => x >= 0 && y >= 0 && x < r && y < r && (x - cx) ** 2 + (y - cy) ** 2 > r * r);
}

function dot(scale: number, fx: number, fy: number): Stamp {
  const [c, r] = [scale / 2, DOT_RADIUS * scale];
  return drawStamp(scale, fx, fy, (x, y) => (x - c) ** 2 + (y - c) ** 2 <= r * r);
}

// Stamp sets by kind and scale, drawn as positions are first needed; each set holds at most
// 4 × 64 stamps of (scale + 2)² bytes (≤ 300 KB at the largest scale render-raster draws).
const sets = new LRUCache<string, (Stamp | undefined)[]>({ max: 48 });

function stampSet(key: string): (Stamp | undefined)[] {
  let set = sets.get(key);
  if (!set) sets.set(key, (set = []));
  return set;
}

/** A px position rounded to the nearest 1/STEPS px: whole part = the px a stamp starts at, fraction = its offset. */
export const snap = (position: number): number => Math.round(position * STEPS) / STEPS;
const step = (fraction: number): number => Math.round(fraction * STEPS);

/** Dots (draw-modules' radius) in cells `scale` px wide, by the cell's top-left offset (fx, fy) in its first px. */
export function dotStamps(scale: number): (fx: number, fy: number) => Stamp {
  const set = stampSet(`dot:${scale}`);
  return (fx, fy) => (set[step(fy) * STEPS + step(fx)] ??= dot(scale, fx, fy));
}

/** Cut-outs of corners rounded at `radius` modules, by corner and their square's top-left offset (fx, fy). */
export function cutoutStamps(scale: number, radius: number): (corner: Corner, fx: number, fy: number) => Stamp {
  const set = stampSet(`cut:${scale}:${radius}`);
  return (corner, fx, fy) =>
    (set[(corner * STEPS + step(fy)) * STEPS + step(fx)] ??= cutout(scale, radius, corner, fx, fy));
}
