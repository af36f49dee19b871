import type { QrMatrix } from "./build-matrix";
import { alignmentCentres } from "./alignment-positions";
import type { ModuleArea } from "./layout";

/** True inside one of the three 7×7 finder patterns, which draw-finders paints on its own. */
function inFinder(row: number, col: number, size: number): boolean {
  return (row < 7 && (col < 7 || col >= size - 7)) || (row >= size - 7 && col < 7);
}

const inArea = (row: number, col: number, area: ModuleArea | null): boolean =>
  area !== null && row >= area.rowFrom && row < area.rowTo && col >= area.colFrom && col < area.colTo;

/** Alignment patterns drawn whole (by draw-finders): those touching the logo hole are dropped. */
export function visibleAlignments(matrix: QrMatrix, cleared: ModuleArea | null): Array<[number, number]> {
  return alignmentCentres(matrix.version).filter(
    ([row, col]) =>
      !(
        cleared &&
        row + 2 >= cleared.rowFrom &&
        row - 2 < cleared.rowTo &&
        col + 2 >= cleared.colFrom &&
        col - 2 < cleared.colTo
      ),
  );
}

/**
 * The dark modules that the module layer draws: finders, alignment patterns and the logo hole removed.
 * Index row * size + col; 1 = draw.
 */
export function moduleMask(matrix: QrMatrix, cleared: ModuleArea | null): Uint8Array {
  const { size, dark } = matrix;
  const mask = new Uint8Array(dark);
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) {
      if (inArea(row, col, cleared) || inFinder(row, col, size)) mask[row * size + col] = 0;
    }
  }
  for (const [row, col] of alignmentCentres(matrix.version)) {
    for (let r = row - 2; r <= row + 2; r++) mask.fill(0, r * size + col - 2, r * size + col + 3);
  }
  return mask;
}
