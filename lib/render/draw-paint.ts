import type { Gradient, QrStyle } from "./style-schema";
import { num } from "./svg-number";

export interface Paints {
  defs: string;
  modules: string;
  rings: string;
  eyes: string;
}

/** The linear gradient's axis over the symbol square [0, size]² (module units): from (x1, y1) to (x2, y2). */
export function linearGradientAxis(rotation: number, size: number): [number, number, number, number] {
  const c = size / 2;
  const angle = (rotation * Math.PI) / 180;
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
  const half = ((Math.abs(cos) + Math.abs(sin)) * size) / 2;
  return [c - cos * half, c - sin * half, c + cos * half, c + sin * half];
}

/** A gradient spanning the symbol square [0, size]² in module units at any rotation. */
function gradientDef(id: string, gradient: Gradient, size: number): string {
  const stops = [...gradient.stops]
    .sort((a, b) => a.offset - b.offset)
    .map((stop) => `<stop offset="${num(stop.offset)}" stop-color="${stop.color}"/>`)
    .join("");
  const c = size / 2;
  if (gradient.type === "radial") {
    return `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${num(c)}" cy="${num(c)}" r="${num(c * Math.SQRT2)}">${stops}</radialGradient>`;
  }
  const [x1, y1, x2, y2] = linearGradientAxis(gradient.rotation, size);
  return `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${num(x1)}" y1="${num(y1)}" x2="${num(x2)}" y2="${num(y2)}">${stops}</linearGradient>`;
}

/** Fill values for modules, finder rings and eyes; a gradient becomes a <defs> entry. */
export function resolvePaints(style: QrStyle, size: number): Paints {
  const defs = style.gradient ? gradientDef("qr-paint", style.gradient, size) : "";
  const modules = style.gradient ? "url(#qr-paint)" : style.foregroundColor;
  const rings = style.finderOuterColor ?? modules;
  const eyes = style.finderInnerColor ?? style.finderOuterColor ?? modules;
  return { defs, modules, rings, eyes };
}
