import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { MEMORY_REPORT_PREFIX, type MemoryReport } from "../../lib/server/memory-report";
import { until } from "../short-links/load";
import { hasBuild, kill, type ServerProcess, startServer } from "./server-process";

// bench/memory.ts reads where the memory is from the server's report (MEMORY_REPORT=1, SIGUSR2):
// the render threads' heaps and caches belong in it, and libvips must keep no cache on any thread.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "codebeam-memory-report-"));
const PORT = 3187;
const styled = "dotShape=dots&finderOuterShape=rounded&foregroundColor=%23135e96";

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

async function report(server: ServerProcess): Promise<MemoryReport> {
  const before = server.output().length;
  process.kill(server.child.pid ?? 0, "SIGUSR2");
  await until(() => server.output().includes(MEMORY_REPORT_PREFIX, before), "the memory report", 10_000);
  const line = server.output().slice(server.output().indexOf(MEMORY_REPORT_PREFIX, before)).split("\n")[0];
  return JSON.parse(line.slice(MEMORY_REPORT_PREFIX.length)) as MemoryReport;
}

describe.skipIf(!hasBuild)("the memory report of the production server", () => {
  it("gives each render thread's heap and caches, the process's native memory, and libvips's cache off", async () => {
    const server = startServer({
      PORT: String(PORT),
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      LIMIT_ANON_PER_MINUTE: "100000",
      LIMIT_IMAGE_PER_MINUTE: "100000",
      RENDER_THREADS: "2",
      MEMORY_REPORT: "1",
    });
    try {
      await until(() => server.output().includes("Codebeam is running"), `the server (${server.output()})`, 120_000);
      const idle = await report(server);
      // No render thread before the first image; the embedded database's thread, with its memory.
      expect(idle.threads.map((thread) => thread.kind)).toEqual(["embedded database"]);
      expect(idle.threads[0].caches["embedded database memory"]?.bytes).toBeGreaterThan(0);

      const images = await Promise.all(
        Array.from({ length: 8 }, () =>
          fetch(
            `http://127.0.0.1:${PORT}/api/v1/qrcode/generate?content=${randomBytes(6).toString("hex")}&size=400&${styled}`,
          ),
        ),
      );
      await Promise.all(images.map((image) => image.arrayBuffer()));
      expect(images.map((image) => image.status)).toEqual(images.map(() => 200));

      const all = await report(server);
      const { native, heap, caches } = all;
      const threads = all.threads.filter((thread) => thread.kind === "render");
      expect(threads.length).toBeGreaterThan(0);
      expect(threads.length).toBeLessThanOrEqual(2);
      for (const thread of threads) {
        expect(thread.heap.used).toBeGreaterThan(0);
        expect(thread.heap.limit).toBeLessThan(heap.limit);
      }
      // The fixed layers are drawn on the threads, not on the server's thread.
      const layers = threads.reduce((sum, thread) => sum + (thread.caches["fixed code layers"]?.entries ?? 0), 0);
      expect(layers).toBeGreaterThan(0);
      expect(caches["fixed code layers"]?.entries ?? 0).toBe(0);
      expect(caches["generated images"]?.entries).toBe(8);
      // sharp turns libvips's cache on wherever it is loaded, render threads included.
      expect(native?.vips.cacheMax).toBe(0);
      expect(native?.rssAnon).toBeGreaterThan(heap.physical);

      // A second after the renders, malloc's free pages go back to the system (glibc's malloc_trim).
      let trims = native?.trims ?? 0;
      for (let i = 0; i < 20 && trims === 0; i++) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        trims = (await report(server)).native?.trims ?? 0;
      }
      expect(trims).toBeGreaterThan(0);
    } finally {
      kill(server.child);
    }
  }, 180_000);
});
