import { alignmentCentres } from "./alignment-positions";
import type { QrMatrix } from "./build-matrix";
import { hexToRgb } from "./color";
import { finderCorners } from "./draw-finders";
import type { QrStyle } from "./style-schema";

export interface RawImage {
  data: Buffer;
  width: number;
  height: number;
  channels: 1 | 3;
}

/** Styles the bitmap path draws exactly like the SVG path: square everything, flat colours, no extras. */
export function isBitmapStyle(style: QrStyle, hasLogo: boolean): boolean {
  return (
    !hasLogo &&
    style.gradient === null &&
    style.frame === null &&
    style.dotShape === "square" &&
    style.finderOuterShape === "square" &&
    style.finderInnerShape === "square"
  );
}

/** Per module: 0 light, 1 data module, 2 finder or alignment ring, 3 their eye (as render-svg paints them). */
function moduleRoles(matrix: QrMatrix): Uint8Array {
  const { size, dark } = matrix;
  const roles = new Uint8Array(dark);
  for (const [x, y] of finderCorners(size)) {
    for (let r = 0; r < 7; r++) {
      for (let c = 0; c < 7; c++) {
        const index = (y + r) * size + x + c;
        if (dark[index]) roles[index] = Math.max(Math.abs(r - 3), Math.abs(c - 3)) === 3 ? 2 : 3;
      }
    }
  }
  for (const [row, col] of alignmentCentres(matrix.version)) {
    for (let r = -2; r <= 2; r++) {
      for (let c = -2; c <= 2; c++) {
        const index = (row + r) * size + col + c;
        if (dark[index]) roles[index] = r === 0 && c === 0 ? 3 : 2;
      }
    }
  }
  return roles;
}

/** Pixels of a plain square code, `width` px wide, drawn straight into a raw buffer (no SVG). */
export function renderBitmap(matrix: QrMatrix, style: QrStyle, width: number): RawImage {
  const colors = [
    style.backgroundColor,
    style.foregroundColor,
    style.finderOuterColor ?? style.foregroundColor,
    style.finderInnerColor ?? style.finderOuterColor ?? style.foregroundColor,
  ].map(hexToRgb);
  const channels = colors.every(([r, g, b]) => r === g && g === b) ? 1 : 3;
  const roles = moduleRoles(matrix);
  const { size } = matrix;
  const side = size + 2 * style.margin;
  const scale = width / side;
  const columns = new Int32Array(width);
  // Each pixel takes the module under its centre, as the anti-aliased SVG path shades it.
  for (let x = 0; x < width; x++) columns[x] = Math.floor((x + 0.5) / scale) - style.margin;
  const stride = width * channels;
  const data = Buffer.alloc(stride * width);
  let previous = Number.NaN;
  for (let y = 0; y < width; y++) {
    const row = Math.floor((y + 0.5) / scale) - style.margin;
    const offset = y * stride;
    if (row === previous) {
      data.copy(data, offset, offset - stride, offset);
      continue;
    }
    previous = row;
    const inside = row >= 0 && row < size;
    for (let x = 0; x < width; x++) {
      const col = columns[x];
      const color = colors[inside && col >= 0 && col < size ? roles[row * size + col] : 0];
      for (let c = 0; c < channels; c++) data[offset + x * channels + c] = color[c];
    }
  }
  return { data, width, height: width, channels };
}
