import { breakdownTable, cacheTable, type Moment } from "./memory-breakdown";
import { craftedTable, statusList } from "./memory-crafted";
import type { Traffic } from "./memory-sampling";
import { AI_CODES, RENDERS } from "./memory-render";
import { CONCURRENCY, REQUESTS } from "./memory-varied";
import type { ProcessRow } from "./process-tree";
import { type MemoryReport, NODE_ARGS } from "./production-server";

export interface MemoryRow extends Traffic {
  label: string;
  idle: MemoryReport;
  idleTree: ProcessRow[];
  crafted: Traffic;
  rendered: Traffic;
  /** After the render-heavy traffic and a quiet spell past the render threads' idle timeout. */
  quiet: Moment;
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
  lines.push("", ...renderedTable(rows));
  for (const row of rows) {
    const moments: Moment[] = [
      { label: "idle", report: row.idle, tree: row.idleTree },
      { label: `after ${row.sent} varied`, report: row.after, tree: row.tree },
      { label: "after the crafted images", report: row.crafted.after, tree: row.crafted.tree },
      { label: "after the render-heavy mix", report: row.rendered.after, tree: row.rendered.tree },
      row.quiet,
    ];
    lines.push("", ...breakdownTable(row.label, moments), "", ...cacheTable(row.label, row.rendered.after));
  }
  return lines.join("\n");
}

/** The render-heavy rows: the whole process group (npm, the server and its render threads) after it. */
function renderedTable(rows: MemoryRow[]): string[] {
  const lines = [
    `Then ${RENDERS} render-heavy requests (a quarter each: 512 px PNG with an uploaded logo, PDF, SVG with the logo, 1000 px WebP, all social-sunset-gradient; a 20-code sheet every 500th) ` +
      `and ${AI_CODES} AI codes by the builtin halftone engine, ${CONCURRENCY} at a time. Caches below are the server thread's; each render thread holds its share of the render caches' bounds.`,
    "",
    "| database | group RSS before MB | requests | s | server RSS after MB | group RSS after MB | peak server RSS MB | statuses |",
    "|---|---|---|---|---|---|---|---|",
  ];
  for (const row of rows) {
    const r = row.rendered;
    lines.push(
      `| ${row.label} | ${mb(row.crafted.groupRss)} | ${r.sent} | ${r.seconds.toFixed(0)} | ${mb(r.after.memory.rss)} | ${mb(r.groupRss)} | ${mb(r.peakRss)} | ${statusList(r.statuses)} |`,
    );
  }
  return lines;
}
