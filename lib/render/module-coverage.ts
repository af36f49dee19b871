import { CORNER_RADII } from "./draw-modules";
import { type Corner, cutoutStamps, dotStamps, type Stamp, snap } from "./module-stamps";
import type { DotShape } from "./style-schema";

/** Where the module grid lands in the image: px per module and the px position of module (0, 0). */
export interface GridPlacement {
  scale: number;
  originX: number;
  originY: number;
}

/** Coverage (0..1) of the modules over the image rectangle [x0, x0 + width) × [y0, y0 + height). */
export interface Coverage {
  x0: number;
  y0: number;
  width: number;
  height: number;
  values: Float32Array;
}

/** Most px per module drawn here (stamps grow with the square of it); larger goes through librsvg. */
export const MAX_RASTER_SCALE = 32;

/** Per output pixel along one axis: the module cells it overlaps and by what share of the pixel. */
interface Taps {
  start: Int32Array;
  count: Int32Array;
  first: Int32Array;
  weights: Float32Array;
}

function axisTaps(size: number, scale: number, origin: number, from: number, out: number): Taps {
  const [start, count, first] = [new Int32Array(out), new Int32Array(out), new Int32Array(out)];
  const weights: number[] = [];
  for (let x = 0; x < out; x++) {
    const a = (from + x - origin) / scale;
    const b = (from + x + 1 - origin) / scale;
    const i0 = Math.max(0, Math.floor(a));
    const i1 = Math.min(size, Math.ceil(b));
    start[x] = weights.length;
    first[x] = i0;
    count[x] = Math.max(0, i1 - i0);
    for (let i = i0; i < i1; i++) weights.push((Math.min(b, i + 1) - Math.max(a, i)) * scale);
  }
  return { start, count, first, weights: Float32Array.from(weights) };
}

/**
 * Exact area coverage of the union of square cells: it is separable, mask × column overlaps, then
 * row overlaps. A pixel row inside one module row is a copy of that module row's line.
 */
function squareCoverage(
  mask: Uint8Array,
  size: number,
  across: Taps,
  down: Taps,
  width: number,
  height: number,
): Float32Array {
  const lines = new Float32Array(size * width);
  for (let row = 0; row < size; row++) {
    for (let x = 0; x < width; x++) {
      let sum = 0;
      for (let t = 0; t < across.count[x]; t++)
        if (mask[row * size + across.first[x] + t]) sum += across.weights[across.start[x] + t];
      lines[row * width + x] = sum;
    }
  }
  const values = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    const [count, first, start] = [down.count[y], down.first[y], down.start[y]];
    if (count === 1 && down.weights[start] === 1) {
      values.set(lines.subarray(first * width, first * width + width), y * width);
      continue;
    }
    for (let t = 0; t < count; t++) {
      const weight = down.weights[start + t];
      const line = (first + t) * width;
      for (let x = 0; x < width; x++) values[y * width + x] += weight * lines[line + x];
    }
  }
  return values;
}

/** Adds `sign` × the stamp at whole px (left, top) of the coverage, clipped to it. */
function applyStamp(coverage: Coverage, stamp: Stamp, left: number, top: number, sign: 1 | -1): void {
  const { width, height, values } = coverage;
  const scale = sign / 255;
  for (let sy = 0; sy < stamp.height; sy++) {
    const y = top + sy;
    if (y < 0 || y >= height) continue;
    for (let sx = 0; sx < stamp.width; sx++) {
      const x = left + sx;
      const v = stamp.values[sy * stamp.width + sx];
      if (v !== 0 && x >= 0 && x < width) values[y * width + x] += v * scale;
    }
  }
}

/** Neighbour bits: 1 top, 2 right, 4 bottom, 8 left dark. */
function neighbours(mask: Uint8Array, size: number, row: number, col: number): number {
  return (
    (row > 0 && mask[(row - 1) * size + col] ? 1 : 0) |
    (col + 1 < size && mask[row * size + col + 1] ? 2 : 0) |
    (row + 1 < size && mask[(row + 1) * size + col] ? 4 : 0) |
    (col > 0 && mask[row * size + col - 1] ? 8 : 0)
  );
}

/** Radii (module units) draw-modules gives the corners [tl, tr, br, bl]: round only where both sides are free. */
function cornerRadii(shape: Exclude<DotShape, "square" | "dots">, around: number): [number, number, number, number] {
  const [tl, tr, br, bl] = CORNER_RADII[shape];
  const [top, right, bottom, left] = [around & 1, around & 2, around & 4, around & 8];
  return [top || left ? 0 : tl, top || right ? 0 : tr, bottom || right ? 0 : br, bottom || left ? 0 : bl];
}

/**
 * The modules' coverage of each image pixel, as an anti-aliasing rasteriser gives it. Square cells
 * are exact (shared edges leave no seam); rounded corners are cut out and dots stamped from
 * shapes supersampled once per scale at 1/8 px positions.
 */
export function moduleCoverage(mask: Uint8Array, size: number, shape: DotShape, place: GridPlacement): Coverage {
  const { scale } = place;
  const x0 = Math.floor(place.originX);
  const y0 = Math.floor(place.originY);
  const width = Math.ceil(place.originX + size * scale) - x0;
  const height = Math.ceil(place.originY + size * scale) - y0;
  const coverage: Coverage = { x0, y0, width, height, values: new Float32Array(0) };
  if (shape === "dots") coverage.values = new Float32Array(width * height);
  else
    coverage.values = squareCoverage(
      mask,
      size,
      axisTaps(size, scale, place.originX, x0, width),
      axisTaps(size, scale, place.originY, y0, height),
      width,
      height,
    );
  if (shape === "square") return coverage;
  const dot = shape === "dots" ? dotStamps(scale) : null;
  const cutouts = new Map<number, ReturnType<typeof cutoutStamps>>();
  for (let row = 0; row < size; row++) {
    const y = place.originY + row * scale - y0;
    for (let col = 0; col < size; col++) {
      if (!mask[row * size + col]) continue;
      const x = place.originX + col * scale - x0;
      if (dot) {
        const [sx, sy] = [snap(x), snap(y)];
        applyStamp(coverage, dot(sx - Math.floor(sx), sy - Math.floor(sy)), Math.floor(sx), Math.floor(sy), 1);
        continue;
      }
      const radii = cornerRadii(shape as Exclude<DotShape, "square" | "dots">, neighbours(mask, size, row, col));
      for (let corner = 0; corner < 4; corner++) {
        const r = radii[corner];
        if (r === 0) continue;
        const cut = scale - r * scale;
        const sx = snap(corner === 1 || corner === 2 ? x + cut : x);
        const sy = snap(corner >= 2 ? y + cut : y);
        let cutout = cutouts.get(r);
        if (!cutout) cutouts.set(r, (cutout = cutoutStamps(scale, r)));
        applyStamp(
          coverage,
          cutout(corner as Corner, sx - Math.floor(sx), sy - Math.floor(sy)),
          Math.floor(sx),
          Math.floor(sy),
          -1,
        );
      }
    }
  }
  return coverage;
}
