import { circle, roundRect, roundRectHole } from "./round-rect";
import type { FinderInnerShape, FinderOuterShape } from "./style-schema";

/** Outer radius and hole radius (module units) of the 7×7 ring per shape. */
const RING_RADII: Record<Exclude<FinderOuterShape, "dot">, [number, number]> = {
  square: [0, 0],
  rounded: [1.6, 0.9],
  "extra-rounded": [2.6, 1.8],
};

/** Top-left corners of the three finder patterns. */
export const finderCorners = (size: number): Array<[number, number]> => [
  [0, 0],
  [size - 7, 0],
  [0, size - 7],
];

function ring(x: number, y: number, shape: FinderOuterShape): string {
  if (shape === "dot") return circle(x + 3.5, y + 3.5, 3.5) + circle(x + 3.5, y + 3.5, 2.5, false);
  const [outer, hole] = RING_RADII[shape];
  return roundRect(x, y, 7, 7, [outer, outer, outer, outer]) + roundRectHole(x + 1, y + 1, 5, 5, hole);
}

/**
 * Eye size per ring: scanners such as jsQR also score the finder along its diagonals, where a
 * round ring around a square eye (or a square ring around a round eye) leaves gaps far from the
 * 1:1:3:1:1 ratio. These sizes keep every line through the centre close to it.
 */
const EYE_GEOMETRY: Record<FinderOuterShape, Record<FinderInnerShape, { side: number; radius: number }>> = {
  square: { square: { side: 3, radius: 0 }, dot: { side: 3.5, radius: 1.75 } },
  rounded: { square: { side: 3, radius: 0.25 }, dot: { side: 3.4, radius: 1.7 } },
  "extra-rounded": { square: { side: 2.8, radius: 0.3 }, dot: { side: 3.4, radius: 1.7 } },
  dot: { square: { side: 2.7, radius: 0.4 }, dot: { side: 3.2, radius: 1.6 } },
};

function eye(x: number, y: number, outer: FinderOuterShape, inner: FinderInnerShape): string {
  const { side, radius } = EYE_GEOMETRY[outer][inner];
  if (inner === "dot") return circle(x + 3.5, y + 3.5, radius);
  const start = 3.5 - side / 2;
  return roundRect(x + start, y + start, side, side, [radius, radius, radius, radius]);
}

/**
 * A 5×5 alignment pattern drawn whole as [ring, centre], echoing the finder shapes and colours.
 * Drawn module by module as dots, jsQR misplaces it and samples the wrong grid.
 */
function alignment(row: number, col: number, outer: FinderOuterShape, inner: FinderInnerShape): [string, string] {
  const centre = inner === "dot" ? circle(col + 0.5, row + 0.5, 0.5) : `M${col} ${row}h1v1h-1z`;
  if (outer === "dot") return [circle(col + 0.5, row + 0.5, 2.5) + circle(col + 0.5, row + 0.5, 1.5, false), centre];
  const [r, hole] = RING_RADII[outer].map((radius) => radius * 0.6);
  return [roundRect(col - 2, row - 2, 5, 5, [r, r, r, r]) + roundRectHole(col - 1, row - 1, 3, 3, hole), centre];
}

/** Path data of the rings and of the eyes of the finder and alignment patterns, in module units. */
export function drawFinders(
  size: number,
  outer: FinderOuterShape,
  inner: FinderInnerShape,
  alignments: Array<[number, number]> = [],
): { rings: string; eyes: string } {
  let rings = "";
  let eyes = "";
  for (const [x, y] of finderCorners(size)) {
    rings += ring(x, y, outer);
    eyes += eye(x, y, outer, inner);
  }
  for (const [row, col] of alignments) {
    const [alignmentRing, centre] = alignment(row, col, outer, inner);
    rings += alignmentRing;
    eyes += centre;
  }
  return { rings, eyes };
}
