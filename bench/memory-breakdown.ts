// bench/memory.ts's account of where the memory is: per process (npm, the server), and inside the
// server per thread (V8 heaps of the server's thread and of each render thread), native memory
// (libvips's pixels, the rest of the anonymous pages: malloc's arenas, Node's buffers, and how often
// their free pages were handed back), and each
// bounded cache on the thread that holds it.
import type { MemoryReport } from "./production-server";
import type { ProcessRow } from "./process-tree";

export interface Moment {
  label: string;
  report: MemoryReport;
  tree: ProcessRow[];
}

const mb = (bytes: number) => (bytes / 2 ** 20).toFixed(0);

const processList = (tree: ProcessRow[]) =>
  tree.map((process) => `${/npm/.test(process.command) ? "npm" : "server"} ${mb(process.rss)}`).join(" + ");

/** One row per moment: where the process group's resident memory is. */
export function breakdownTable(database: string, moments: Moment[]): string[] {
  const lines = [
    `Where the memory is (${database}). Heaps are V8's resident pages (used / resident, MB); the render threads (and the embedded database's) are those running at that moment. ` +
      "Anonymous pages hold every heap, malloc's arenas (libvips, Node's buffers) and WebAssembly memory; file pages are code. " +
      "The rest is anonymous pages not in a V8 heap.",
    "",
    "| moment | processes MB | group MB | server anon / file MB | server thread heap | worker threads' heaps | libvips pixels now / high MB (cache bound) | rest of anon MB | malloc trims so far |",
    "|---|---|---|---|---|---|---|---|---|",
  ];
  for (const { label, report, tree } of moments) {
    const group = tree.reduce((sum, process) => sum + process.rss, 0);
    const native = report.native;
    const heaps = [report.heap, ...report.threads.map((thread) => thread.heap)];
    const resident = heaps.reduce((sum, heap) => sum + heap.physical, 0);
    const threads = report.threads.length
      ? report.threads.map((thread) => `${mb(thread.heap.used)} / ${mb(thread.heap.physical)}`).join(", ")
      : "none running";
    const vips = native
      ? `${mb(native.vips.current)} / ${mb(native.vips.high)} (${mb(native.vips.cacheMax)})`
      : "not measured";
    lines.push(
      `| ${label} | ${processList(tree)} | ${mb(group)} | ${native ? `${mb(native.rssAnon)} / ${mb(native.rssFile)}` : "?"} | ${mb(report.heap.used)} / ${mb(report.heap.physical)} | ${threads} | ${vips} | ${native ? mb(native.rssAnon - resident) : "?"} | ${native?.trims ?? "?"} |`,
    );
  }
  return lines;
}

/** Each bounded cache on each thread (the server's, then every render thread's) at the end. */
export function cacheTable(database: string, report: MemoryReport): string[] {
  const lines = [
    `Caches at the end (${database}): entries, the bytes each counts against its bound, and bytes per entry.`,
    "",
    "| thread | cache | entries | bytes | bound | bytes per entry |",
    "|---|---|---|---|---|---|",
  ];
  const threads = [
    { name: "server", caches: report.caches },
    ...report.threads.map((thread, i) => ({ name: `${thread.kind} ${i + 1}`, caches: thread.caches })),
  ];
  for (const { name, caches } of threads) {
    for (const [cache, usage] of Object.entries(caches)) {
      const perEntry = usage.entries ? Math.round(usage.bytes / usage.entries) : 0;
      lines.push(`| ${name} | ${cache} | ${usage.entries} | ${usage.bytes} | ${usage.maxBytes} | ${perEntry} |`);
    }
  }
  return lines;
}
