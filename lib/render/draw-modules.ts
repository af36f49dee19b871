import { circle, type Radii, roundRect } from "./round-rect";
import type { DotShape } from "./style-schema";

/** Corner radius (module units) per shape for each corner [tl, tr, br, bl] when both its sides are free. */
export const CORNER_RADII: Record<Exclude<DotShape, "square" | "dots">, Radii> = {
  rounded: [0.3, 0.3, 0.3, 0.3],
  "extra-rounded": [0.5, 0.5, 0.5, 0.5],
  classy: [0.5, 0, 0.5, 0],
  "classy-rounded": [0.5, 0.2, 0.5, 0.2],
};

export const DOT_RADIUS = 0.47;

/** Horizontal runs of dark modules merged into one rectangle each. */
function squarePath(mask: Uint8Array, size: number): string {
  let d = "";
  for (let row = 0; row < size; row++) {
    const base = row * size;
    let col = 0;
    while (col < size) {
      if (mask[base + col] === 0) {
        col++;
        continue;
      }
      const start = col;
      while (col < size && mask[base + col] === 1) col++;
      d += `M${start} ${row}h${col - start}v1h${start - col}z`;
    }
  }
  return d;
}

function roundedPath(mask: Uint8Array, size: number, radii: Radii): string {
  const at = (row: number, col: number) =>
    row >= 0 && col >= 0 && row < size && col < size && mask[row * size + col] === 1;
  let d = "";
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) {
      if (mask[row * size + col] === 0) continue;
      const top = at(row - 1, col);
      const right = at(row, col + 1);
      const bottom = at(row + 1, col);
      const left = at(row, col - 1);
      if (top && right && bottom && left) {
        d += `M${col} ${row}h1v1h-1z`;
        continue;
      }
      d += roundRect(col, row, 1, 1, [
        top || left ? 0 : radii[0],
        top || right ? 0 : radii[1],
        bottom || right ? 0 : radii[2],
        bottom || left ? 0 : radii[3],
      ]);
    }
  }
  return d;
}

/** Path data (module units, origin at the first module) of every module in `mask`, in `shape`. */
export function drawModules(mask: Uint8Array, size: number, shape: DotShape): string {
  if (shape === "square") return squarePath(mask, size);
  if (shape === "dots") {
    let d = "";
    for (let i = 0; i < mask.length; i++) {
      if (mask[i] === 1) d += circle((i % size) + 0.5, Math.floor(i / size) + 0.5, DOT_RADIUS);
    }
    return d;
  }
  return roundedPath(mask, size, CORNER_RADII[shape]);
}
