export interface Measurement {
  name: string;
  n: number;
  perSecond: number;
  meanUs: number;
  p50Us: number;
  p99Us: number;
}

/**
 * Calls `once` sequentially: `warmup` times untimed, then `n` times timed one by one (the time of
 * each call, from invoking the handler to having read its whole response body).
 */
export async function measure(
  name: string,
  once: () => Promise<void>,
  { n, warmup }: { n: number; warmup: number },
): Promise<Measurement> {
  for (let i = 0; i < warmup; i++) await once();
  const samples = new Float64Array(n);
  const started = process.hrtime.bigint();
  for (let i = 0; i < n; i++) {
    const t0 = process.hrtime.bigint();
    await once();
    samples[i] = Number(process.hrtime.bigint() - t0) / 1000;
  }
  const elapsedS = Number(process.hrtime.bigint() - started) / 1e9;
  const sorted = samples.slice().sort();
  const at = (q: number) => sorted[Math.min(n - 1, Math.floor(q * n))];
  const meanUs = samples.reduce((sum, value) => sum + value, 0) / n;
  return { name, n, perSecond: n / elapsedS, meanUs, p50Us: at(0.5), p99Us: at(0.99) };
}

/** A markdown table: each row against the first one (the baseline). */
export function formatTable(rows: Measurement[]): string {
  const base = rows[0];
  const cells = rows.map((row, index) => [
    row.name,
    String(row.n),
    row.perSecond.toFixed(0),
    row.meanUs.toFixed(1),
    row.p50Us.toFixed(1),
    row.p99Us.toFixed(1),
    index === 0 ? "—" : `+${(row.meanUs - base.meanUs).toFixed(1)}`,
    index === 0 ? "1.0×" : `${(row.meanUs / base.meanUs).toFixed(1)}×`,
  ]);
  const headers = ["handler", "n", "req/s", "mean µs", "p50 µs", "p99 µs", "overhead µs/req", "ratio"];
  const widths = headers.map((header, column) => Math.max(header.length, ...cells.map((row) => row[column].length)));
  const line = (row: string[]) =>
    `| ${row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join(" | ")} |`;
  return [
    line(headers),
    `|${widths.map((width, column) => (column === 0 ? ` ${"-".repeat(width)} ` : ` ${"-".repeat(width - 1)}: `)).join("|")}|`,
    ...cells.map(line),
  ].join("\n");
}
