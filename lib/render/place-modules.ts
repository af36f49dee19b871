// svg-to-pdfkit turns every arc of a path into Bézier segments it measures (lengths, bounding
// boxes) three times over; a code of round dots holds a thousand or so arcs, which made a sheet of
// 500 dotted codes five times slower than square ones. Here the modules' outline is written by
// pdfkit's own path parser as a clipping path, and svg-to-pdfkit only fills one rectangle with the
// modules' paint under it: the same shapes in the same paint (gradient, CMYK hook and all).

/** The code's SVG cut around its data modules' path (render-svg's layout); null for any other SVG. */
export interface ModulesSplit {
  /** Everything before the modules, closed: background, frame back. */
  before: string;
  /** The modules' paint filling the whole image (the caller clips it to `d`). */
  paint: string;
  /** Everything after the modules: finders, logo, frame front (the root and defs repeated). */
  after: string;
  /** The modules' path data, in the group's units. */
  d: string;
  /** The group's translation and the viewBox's size, to place the clip as svg-to-pdfkit places the rest. */
  origin: [number, number];
  viewBox: [number, number];
}

const NUMBER = "(-?[0-9.]+(?:e-?[0-9]+)?)";
const ROOT = new RegExp(`^<svg\\b[^>]*\\sviewBox="0 0 ${NUMBER} ${NUMBER}"[^>]*>`);
const MODULES = new RegExp(`<g transform="translate\\(${NUMBER} ${NUMBER}\\)"><path fill="([^"]+)" d="([^"]+)"/>`);
const DEFS = /^<defs>[\s\S]*?<\/defs>/;

/** The SVG split around its modules' path, or null when it is not laid out as render-svg draws a code. */
export function splitModules(svg: string): ModulesSplit | null {
  const root = ROOT.exec(svg);
  const modules = MODULES.exec(svg);
  if (!root || !modules) return null;
  const defs = DEFS.exec(svg.slice(root[0].length))?.[0] ?? "";
  const [width, height] = [Number(root[1]), Number(root[2])];
  const [x, y] = [Number(modules[1]), Number(modules[2])];
  const group = `<g transform="translate(${modules[1]} ${modules[2]})">`;
  const head = root[0] + defs + group;
  return {
    before: `${svg.slice(0, modules.index)}</svg>`,
    // The rectangle covers the whole viewBox: the clip, not the rectangle, gives the modules' shape.
    paint: `${head}<rect x="${-x}" y="${-y}" width="${width}" height="${height}" fill="${modules[3]}"/></g></svg>`,
    after: head + svg.slice(modules.index + modules[0].length),
    d: modules[4],
    origin: [x, y],
    viewBox: [width, height],
  };
}

/**
 * Sets the modules' outline as the clipping path, in the place svg-to-pdfkit draws the SVG into
 * `box` (viewBox fitted, centred, as `xMidYMid meet`), leaving the page's transform as it was.
 * The caller saves the graphics state before and restores it after filling.
 */
export function clipToModules(
  doc: PDFKit.PDFDocument,
  split: ModulesSplit,
  box: { x: number; y: number; width: number; height: number },
): void {
  const [width, height] = split.viewBox;
  const scale = Math.min(box.width / width, box.height / height);
  const left = box.x + (box.width - width * scale) / 2 + split.origin[0] * scale;
  const top = box.y + (box.height - height * scale) / 2 + split.origin[1] * scale;
  doc.transform(scale, 0, 0, scale, left, top);
  const dots = dotsContent(split.d);
  if (dots) doc.addContent(dots);
  else doc.path(split.d);
  doc.clip();
  // Back to the page's units, so svg-to-pdfkit's fill lands where it would have without the clip.
  doc.transform(1 / scale, 0, 0, 1 / scale, -left / scale, -top / scale);
}

// One round dot as render-svg's `circle` writes it: from its left point, two half arcs, sweep 1.
const DOT = /M(-?[0-9.]+) (-?[0-9.]+)a([0-9.]+) \3 0 1 1 ([0-9.]+) 0a\3 \3 0 1 1 -\4 0z/y;
/** Bézier control distance for a quarter circle of radius 1 (pdfkit's `circle` uses the same). */
const KAPPA = (4 * (Math.SQRT2 - 1)) / 3;
// A thousandth of a module (under a micrometre on a sheet) is far finer than any press; the
// shorter numbers are most of what a page of dots costs to write and deflate.
const short = (value: number) => String(Math.round(value * 1000) / 1000);

/**
 * PDF path operators for path data made only of round dots: four Béziers each (as pdfkit draws a
 * circle), written straight out, as pdfkit's SVG path parser is slow over thousands of arcs.
 * Null when `d` holds anything else.
 */
export function dotsContent(d: string): string | null {
  const parts: string[] = [];
  DOT.lastIndex = 0;
  while (DOT.lastIndex < d.length) {
    const match = DOT.exec(d);
    if (!match) return null;
    const r = Number(match[3]);
    if (Math.abs(2 * r - Number(match[4])) > 1e-9) return null;
    const [cx, cy, k] = [Number(match[1]) + r, Number(match[2]), r * KAPPA];
    const [left, right, top, bottom] = [short(cx - r), short(cx + r), short(cy - r), short(cy + r)];
    const [x, y] = [short(cx), short(cy)];
    const [xk0, xk1, yk0, yk1] = [short(cx - k), short(cx + k), short(cy - k), short(cy + k)];
    // Clockwise on the page (y down) from the left point through the top, as the SVG arcs go.
    parts.push(
      `${left} ${y} m ${left} ${yk0} ${xk0} ${top} ${x} ${top} c ${xk1} ${top} ${right} ${yk0} ${right} ${y} c ` +
        `${right} ${yk1} ${xk1} ${bottom} ${x} ${bottom} c ${xk0} ${bottom} ${left} ${yk1} ${left} ${y} c h`,
    );
  }
  return parts.length > 0 ? parts.join("\n") : null;
}
