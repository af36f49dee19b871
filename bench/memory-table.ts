import { craftedTable, statusList } from "./memory-crafted";
import type { Traffic } from "./memory-sampling";
import { CONCURRENCY, REQUESTS } from "./memory-varied";
import type { ProcessRow } from "./process-tree";
import { type MemoryReport, NODE_ARGS } from "./production-server";

export interface MemoryRow extends Traffic {
  label: string;
  idle: MemoryReport;
  idleTree: ProcessRow[];
  crafted: Traffic;
}

const mb = (bytes: number) => (bytes / 2 ** 20).toFixed(0);

/** The memory bench's report: varied traffic, crafted-image traffic, then each cache's usage. */
export function formatMemoryTable(rows: MemoryRow[]): string {
  const lines = [
    `Memory bench: ${process.env.BENCH_NODE_ARGS === undefined ? "npm start" : `node ${NODE_ARGS.join(" ")} .next/codebeam-server.mjs`}, Node ${process.version}; ${REQUESTS} requests (¼ unknown ids, ¼ distinct generates, ¼ lists, ¼ redirects), ${CONCURRENCY} at a time. RSS is the server's; group RSS adds every process started with it (npm).`,
    "",
    "| database | processes idle | group RSS idle MB | RSS idle MB | heapUsed idle MB | requests | s | RSS after MB | group RSS after MB | peak RSS MB | heapUsed after MB | heapTotal after MB | external MB (incl. ArrayBuffers) | statuses |",
    "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|",
  ];
  for (const row of rows) {
    const m = row.after.memory;
    const groupIdle = row.idleTree.reduce((sum, process) => sum + process.rss, 0);
    lines.push(
      `| ${row.label} | ${row.idleTree.map((process) => `${process.command.split(" ")[0]} ${mb(process.rss)}`).join(" + ")} | ${mb(groupIdle)} | ${mb(row.idle.memory.rss)} | ${mb(row.idle.memory.heapUsed)} | ${row.sent} | ${row.seconds.toFixed(0)} | ${mb(m.rss)} | ${mb(row.groupRss)} | ${mb(row.peakRss)} | ${mb(m.heapUsed)} | ${mb(m.heapTotal)} | ${mb(m.external)} | ${statusList(row.statuses)} |`,
    );
  }
  lines.push(
    "",
    ...craftedTable(
      rows.map(({ label, after, crafted }) => ({
        label,
        baselineRss: after.memory.rss,
        ...crafted,
        rss: crafted.after.memory.rss,
      })),
    ),
  );
  lines.push("", "| database | cache | entries | bytes | bound | bytes per entry |", "|---|---|---|---|---|---|");
  for (const row of rows) {
    for (const [name, usage] of Object.entries(row.after.caches)) {
      const perEntry = usage.entries ? Math.round(usage.bytes / usage.entries) : 0;
      lines.push(`| ${row.label} | ${name} | ${usage.entries} | ${usage.bytes} | ${usage.maxBytes} | ${perEntry} |`);
    }
  }
  return lines.join("\n");
}
