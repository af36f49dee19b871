import { num } from "./svg-number";

/** Corner radii, clockwise from top-left. */
export type Radii = [number, number, number, number];

/** A closed path of a rectangle with per-corner radii, drawn clockwise with relative commands. */
export function roundRect(x: number, y: number, w: number, h: number, [tl, tr, br, bl]: Radii): string {
  const arc = (r: number, dx: number, dy: number) => (r > 0 ? `a${num(r)} ${num(r)} 0 0 1 ${num(dx)} ${num(dy)}` : "");
  return (
    `M${num(x + tl)} ${num(y)}h${num(w - tl - tr)}${arc(tr, tr, tr)}` +
    `v${num(h - tr - br)}${arc(br, -br, br)}` +
    `h${num(-(w - br - bl))}${arc(bl, -bl, -bl)}` +
    `v${num(-(h - bl - tl))}${arc(tl, tl, -tl)}z`
  );
}

/** The same rectangle drawn counter-clockwise, to punch a hole in a nonzero-filled path. */
export function roundRectHole(x: number, y: number, w: number, h: number, r: number): string {
  const arc = (dx: number, dy: number) => (r > 0 ? `a${num(r)} ${num(r)} 0 0 0 ${num(dx)} ${num(dy)}` : "");
  return (
    `M${num(x + r)} ${num(y)}${arc(-r, r)}v${num(h - 2 * r)}${arc(r, r)}` +
    `h${num(w - 2 * r)}${arc(r, -r)}v${num(-(h - 2 * r))}${arc(-r, -r)}z`
  );
}

/** A circle as two arcs. */
export function circle(cx: number, cy: number, r: number, clockwise = true): string {
  const sweep = clockwise ? 1 : 0;
  return `M${num(cx - r)} ${num(cy)}a${num(r)} ${num(r)} 0 1 ${sweep} ${num(2 * r)} 0a${num(r)} ${num(r)} 0 1 ${sweep} ${num(-2 * r)} 0z`;
}
