import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { applyMigrations } from "./migrate";
import { pgliteRunner } from "./sql-runner";

export interface PgliteOpenOptions {
  /** The data directory (PGlite's files go in its `pglite` folder); null for an in-memory cluster. */
  dataDir: string | null;
  sharedBuffersMb: number;
  /** An in-memory cluster starts from this dump (PGlite's dumpDataDir) instead of an empty one (tests). */
  loadDataDir?: Blob;
  migrate: boolean;
}

/**
 * PGlite's PostgreSQL lives in WebAssembly memory, which grows and never shrinks: its default 128 MB
 * of shared buffers alone made the embedded server ~270 MB larger than on PostgreSQL. Its shared
 * memory is resident from the start, whether used or not (WebAssembly's mmap zeroes what it maps):
 * 16 MB of buffers held 29 MB of the WebAssembly memory at open, 8 MB held 21. A QR service's
 * working set is small, and a page read past the cache comes from the system's file cache;
 * EMBEDDED_SHARED_BUFFERS_MB (default 8) sizes the page cache.
 * PGlite already runs with fsync off (`-F`): a write that returned is in the OS's page cache, so it
 * survives the process being killed, not the machine losing power. Full-page images in the WAL only
 * guard against pages torn by such a power loss, so they buy nothing here and cost a copy of each
 * page in the log on its first change after a checkpoint (most of a scan batch's WAL).
 */
function startParams(sharedBuffersMb: number): string[] {
  return [...PGlite.defaultStartParams, "-c", `shared_buffers=${sharedBuffersMb}MB`, "-c", "full_page_writes=off"];
}

/** Opens (and migrates) the embedded cluster on the calling thread: the server's database thread or the caller's own. */
export async function openPglite(options: PgliteOpenOptions): Promise<PGlite> {
  const { dataDir, loadDataDir } = options;
  const pglite = new PGlite(dataDir ? path.join(dataDir, "pglite") : undefined, {
    startParams: startParams(options.sharedBuffersMb),
    ...(!dataDir && loadDataDir ? { loadDataDir } : {}),
  });
  try {
    await pglite.waitReady;
    if (options.migrate) await applyMigrations(pgliteRunner(pglite));
    return pglite;
  } catch (error) {
    await pglite.close().catch(() => {});
    throw error;
  }
}
