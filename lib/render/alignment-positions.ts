/** Row/column coordinates of alignment-pattern centres for a version (ISO/IEC 18004 annex E). */
function coordinates(version: number): number[] {
  if (version === 1) return [];
  const count = Math.floor(version / 7) + 2;
  const size = version * 4 + 17;
  const interval = size === 145 ? 26 : Math.ceil((size - 13) / (2 * count - 2)) * 2;
  const positions = [size - 7];
  for (let i = 1; i < count - 1; i++) positions.push(positions[i - 1] - interval);
  positions.push(6);
  return positions.reverse();
}

/** Centres [row, col] of every alignment pattern, those under the finders left out. */
export function alignmentCentres(version: number): Array<[number, number]> {
  const coords = coordinates(version);
  const last = coords.length - 1;
  const centres: Array<[number, number]> = [];
  coords.forEach((row, i) => {
    coords.forEach((col, j) => {
      if ((i === 0 && j === 0) || (i === 0 && j === last) || (i === last && j === 0)) return;
      centres.push([row, col]);
    });
  });
  return centres;
}
