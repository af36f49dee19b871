import os from "node:os";
import { type CannonResult, CONNECTIONS, DURATION_S, WARMUP_S } from "./cannon";
import type { Counts, Variant } from "./redirect-protocol";

export interface RedirectRow {
  label: string;
  result: CannonResult;
  /** The bare server's result measured just before, which the ratio is taken against. */
  bare?: CannonResult;
  counts?: Counts;
  variant?: Variant;
}

/** The redirect bench's table, each row's counts checked against its 302s, and the smart codes' goal. */
export function formatRedirectTable(rows: RedirectRow[]): string {
  const lines = [
    `Redirect bench: autocannon, ${CONNECTIONS} connections, ${DURATION_S} s after a ${WARMUP_S} s warm-up, phone user agent, Node ${process.version}, ${os.cpus().length} CPUs.`,
    "Each short-link run follows its own bare-server run (same moment, same machine load); the ratio is to that run.",
    "",
    "| server | req/s | p50 ms | p99 ms | bare req/s | bare p99 ms | ratio to bare | 302s answered | scan rows | scanCount | rollup total | outbox | filtered | other |",
    "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|",
  ];
  for (const { label, result, bare, counts } of rows) {
    if (!bare || !counts) continue;
    const ratio = `${((result.requests.average / bare.requests.average) * 100).toFixed(1)}%`;
    const other = [
      ...Object.entries(counts.otherStatuses),
      ["errors", result.errors],
      ["timeouts", result.timeouts],
      ["live notices", counts.liveNotices ?? 0],
    ]
      .filter(([, n]) => Number(n) > 0)
      .map(([status, n]) => `${status}: ${n}`)
      .join(", ");
    const c = [
      counts.answered302,
      counts.scanRows,
      counts.scanCount,
      counts.rollupTotal,
      counts.outbox,
      counts.filtered,
    ];
    lines.push(
      `| ${label} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${Math.round(bare.requests.average)} | ${bare.latency.p99} | ${ratio} | ${c.join(" | ")} | ${other || "—"} |`,
    );
  }
  lines.push(
    "",
    "302s answered: counted by the server (warm-up included); scan rows, scanCount and rollup total must each equal the",
    "counted scans, and counted + filtered the 302s; outbox equals the counted scans when the account has a webhook taking",
    "scan.created, else 0 (no event is written that nobody takes); live notices (a live stream open) equal the counted scans.",
  );
  for (const { label, counts, variant } of rows) {
    if (!counts) continue;
    const outbox = variant?.webhook ? counts.scanRows : 0;
    const ok =
      [counts.scanCount, counts.rollupTotal].every((n) => n === counts.scanRows) &&
      counts.outbox === outbox &&
      counts.scanRows + counts.filtered === counts.answered302 &&
      (!variant?.live || counts.liveNotices === counts.scanRows);
    lines.push(`${label}: rows + filtered = 302s ${ok ? "✓" : "✗ MISMATCH"}`);
  }
  const ratio = (row: RedirectRow | undefined) =>
    row?.bare ? row.result.requests.average / row.bare.requests.average : undefined;
  for (const engine of ["embedded", "PostgreSQL"]) {
    const plain = ratio(rows.find((row) => row.label.startsWith("short link,") && row.label.includes(engine)));
    const smart = ratio(rows.find((row) => row.label.startsWith("smart code") && row.label.includes(engine)));
    if (plain && smart)
      lines.push(
        `smart code on ${engine}: ${((smart / plain) * 100).toFixed(1)}% of the plain short link's ratio to bare (goal ≥ 90%)`,
      );
  }
  return lines.join("\n");
}
