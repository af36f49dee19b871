import type { MemoryReport, ProductionServer } from "./production-server";
import { type ProcessRow, processTree } from "./process-tree";

export interface Traffic {
  after: MemoryReport;
  peakRss: number;
  /** RSS of every process started (npm and the server through `npm start`) once traffic settled. */
  groupRss: number;
  /** Each of those processes once traffic settled. */
  tree: ProcessRow[];
  sent: number;
  statuses: Record<string, number>;
  seconds: number;
}

/** Runs `traffic` against the server, sampling its RSS, then reports once it settled. */
export async function measureTraffic(
  server: ProductionServer,
  traffic: () => Promise<{ sent: number; statuses: Record<string, number> }>,
): Promise<Traffic> {
  let peakRss = 0;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, processTree(server.serverPid())[0]?.rss ?? 0);
  }, 250);
  const started = Date.now();
  const { sent, statuses } = await traffic();
  const seconds = (Date.now() - started) / 1000;
  clearInterval(sampler);
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const after = await server.report();
  const tree = processTree(server.child.pid ?? 0);
  const groupRss = tree.reduce((sum, row) => sum + row.rss, 0);
  return { after, peakRss: Math.max(peakRss, after.memory.rss), groupRss, tree, sent, statuses, seconds };
}

/** RSS of the server and every process around it that it was started with. */
export const groupRssOf = (server: ProductionServer) =>
  processTree(server.child.pid ?? 0).reduce((sum, row) => sum + row.rss, 0);
