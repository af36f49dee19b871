const WIDTH = 56;
const HEIGHT = 18;

/** Scans per day of the last seven days as a small line, read out as numbers. */
export function Sparkline({ counts }: { counts: number[] }) {
  const total = counts.reduce((sum, count) => sum + count, 0);
  const top = Math.max(1, ...counts);
  const step = WIDTH / Math.max(1, counts.length - 1);
  const points = counts.map(
    (count, index) => `${(index * step).toFixed(1)},${(HEIGHT - 1 - (count / top) * (HEIGHT - 2)).toFixed(1)}`,
  );
  return (
    <svg
      role="img"
      aria-label={`${total} ${total === 1 ? "scan" : "scans"} in the last 7 days, by day: ${counts.join(", ")}`}
      width={WIDTH}
      height={HEIGHT}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      className={total ? "text-brand-600" : "text-zinc-300"}
      data-testid="sparkline"
    >
      <polyline points={points.join(" ")} fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
    </svg>
  );
}
