import type { QrMatrix } from "./build-matrix";
import type { Frame, QrStyle } from "./style-schema";

/** A rectangle of modules: rows [rowFrom, rowTo), columns [colFrom, colTo). */
export interface ModuleArea {
  rowFrom: number;
  rowTo: number;
  colFrom: number;
  colTo: number;
}

export interface LogoShape {
  /** Logo size / symbol width, for a square logo. */
  ratio: number;
  /** Width / height of the logo image. */
  aspect: number;
}

interface FrameBox {
  frame: Frame;
  /** Banner (banner-bottom) or text band (box), in canvas units. */
  band: { x: number; y: number; width: number; height: number };
}

/** Geometry in module units: the canvas, where the symbol sits, the logo hole, the frame. */
export interface QrLayout {
  width: number;
  height: number;
  /** Top-left corner of the first module. */
  originX: number;
  originY: number;
  /** The quiet-zone square around the symbol. */
  quiet: { x: number; y: number; side: number };
  cleared: ModuleArea | null;
  logo: { x: number; y: number; width: number; height: number } | null;
  frame: FrameBox | null;
}

/** Wide or tall logos keep about the area of a square one, up to 1.5× its side on the long axis. */
function logoBox(size: number, { ratio, aspect }: LogoShape): { width: number; height: number } {
  const side = ratio * size;
  const a = Math.min(Math.max(aspect, 0.2), 5);
  let width = side * Math.sqrt(a);
  let height = side / Math.sqrt(a);
  if (width > side * 1.5) [width, height] = [side * 1.5, (side * 1.5) / a];
  if (height > side * 1.5) [width, height] = [side * 1.5 * a, side * 1.5];
  return { width, height };
}

/** Modules cleared along one axis: the logo plus half a module each side, centred on the grid. */
function span(size: number, extent: number): [number, number] {
  let count = Math.ceil(extent + 1);
  if ((size - count) % 2 !== 0) count += 1;
  const from = (size - count) / 2;
  return [from, from + count];
}

export function computeLayout(matrix: QrMatrix, style: QrStyle, logo: LogoShape | null): QrLayout {
  const { size } = matrix;
  const margin = style.margin;
  const side = size + 2 * margin;
  const frame = style.frame && style.frame.style !== "none" ? style.frame : null;
  const box = logo ? logoBox(size, logo) : null;
  let cleared: ModuleArea | null = null;
  if (box) {
    const [rowFrom, rowTo] = span(size, box.height);
    const [colFrom, colTo] = span(size, box.width);
    cleared = { rowFrom, rowTo, colFrom, colTo };
  }
  let layout: QrLayout = {
    width: side,
    height: side,
    originX: margin,
    originY: margin,
    quiet: { x: 0, y: 0, side },
    cleared,
    logo: null,
    frame: null,
  };
  if (frame?.style === "banner-bottom") {
    const top = margin + size + Math.max(2, margin - 1);
    const height = Math.max(4, side * 0.15);
    layout = {
      ...layout,
      height: top + height + Math.max(1.5, margin * 0.6),
      frame: { frame, band: { x: margin, y: top, width: size, height } },
    };
  } else if (frame?.style === "box") {
    const border = Math.max(1, side * 0.035);
    const band = Math.max(4, side * 0.16);
    layout = {
      ...layout,
      width: side + 2 * border,
      height: side + border + band,
      originX: border + margin,
      originY: border + margin,
      quiet: { x: border, y: border, side },
      frame: { frame, band: { x: border, y: border + side, width: side, height: band } },
    };
  }
  if (box) {
    const x = layout.originX + (size - box.width) / 2;
    layout.logo = { x, y: layout.originY + (size - box.height) / 2, ...box };
  }
  return layout;
}
