import { hexToRgb } from "./color";
import { linearGradientAxis } from "./draw-paint";
import type { Coverage, GridPlacement } from "./module-coverage";
import type { Gradient } from "./style-schema";

/** Colours per gradient position: fine enough that no band is wider than a pixel at 1024 px. */
const LUT_SIZE = 1024;

/** The gradient's colour at t = i / (LUT_SIZE − 1), as SVG spreads stops (pad at both ends, sRGB lerp). */
function gradientTable(gradient: Gradient): Uint8Array {
  const stops = [...gradient.stops]
    .sort((a, b) => a.offset - b.offset)
    .map((stop) => ({ offset: stop.offset, rgb: hexToRgb(stop.color) }));
  const table = new Uint8Array(LUT_SIZE * 3);
  for (let i = 0; i < LUT_SIZE; i++) {
    const t = i / (LUT_SIZE - 1);
    let next = stops.findIndex((stop) => stop.offset > t);
    if (next === -1) next = stops.length;
    const a = stops[Math.max(0, next - 1)];
    const b = stops[Math.min(stops.length - 1, next)];
    const f = b.offset > a.offset ? Math.min(1, Math.max(0, (t - a.offset) / (b.offset - a.offset))) : 0;
    for (let c = 0; c < 3; c++) table[i * 3 + c] = Math.round(a.rgb[c] + (b.rgb[c] - a.rgb[c]) * f);
  }
  return table;
}

/**
 * The LUT index of the gradient's colour at pixel (x, y): draw-paint's gradients span the symbol
 * square [0, size]² in module units (linear at `rotation`, radial from its centre to the corners).
 * Called for covered pixels only.
 */
function gradientIndex(gradient: Gradient, size: number, place: GridPlacement): (x: number, y: number) => number {
  const c = size / 2;
  const top = LUT_SIZE - 1;
  const clamp = (t: number): number => (t <= 0 ? 0 : t >= 1 ? top : (t * top + 0.5) | 0);
  // Module units at pixel centres: u = (x + 0.5 − originX) / scale.
  const k = 1 / place.scale;
  const [ux, uy] = [(0.5 - place.originX) * k, (0.5 - place.originY) * k];
  if (gradient.type === "radial") {
    const r = c * Math.SQRT2;
    return (x, y) => clamp(Math.sqrt((x * k + ux - c) ** 2 + (y * k + uy - c) ** 2) / r);
  }
  const [x1, y1, x2, y2] = linearGradientAxis(gradient.rotation, size);
  const [dx, dy] = [x2 - x1, y2 - y1];
  const length2 = dx * dx + dy * dy;
  // t is affine in the pixel: t = a·x + b·y + offset.
  const [a, b] = [(dx * k) / length2, (dy * k) / length2];
  const offset = ((ux - x1) * dx + (uy - y1) * dy) / length2;
  return (x, y) => clamp(a * x + b * y + offset);
}

export type ModulePaint = { color: string } | { gradient: Gradient; size: number };

/** Paints the modules over `image` (raw RGB, `width` × `height` px) where they cover it, in place. */
export function blendModules(
  image: Buffer,
  width: number,
  height: number,
  coverage: Coverage,
  paint: ModulePaint,
  place: GridPlacement,
): void {
  const { values, x0, y0 } = coverage;
  const table = "color" in paint ? Uint8Array.from(hexToRgb(paint.color)) : gradientTable(paint.gradient);
  const index = "gradient" in paint ? gradientIndex(paint.gradient, paint.size, place) : null;
  const xFrom = Math.max(0, -x0);
  const xTo = Math.min(coverage.width, width - x0);
  const yTo = Math.min(coverage.height, height - y0);
  for (let cy = Math.max(0, -y0); cy < yTo; cy++) {
    const line = cy * coverage.width;
    const pixel = ((y0 + cy) * width + x0) * 3;
    for (let cx = xFrom; cx < xTo; cx++) {
      const amount = values[line + cx];
      if (amount <= 0.002) continue;
      const colour = index === null ? 0 : index(x0 + cx, y0 + cy) * 3;
      const p = pixel + cx * 3;
      if (amount >= 0.998) {
        image[p] = table[colour];
        image[p + 1] = table[colour + 1];
        image[p + 2] = table[colour + 2];
        continue;
      }
      // Truncation after + 0.5 rounds; the result stays within 0..255.
      image[p] += (table[colour] - image[p]) * amount + 0.5;
      image[p + 1] += (table[colour + 1] - image[p + 1]) * amount + 0.5;
      image[p + 2] += (table[colour + 2] - image[p + 2]) * amount + 0.5;
    }
  }
}
