import { type Database, getDatabase } from "../db/client";
import { processSlot } from "../runtime/process-singleton";
import { createDomainDirectory, type DomainDirectory } from "./domain-directory";

// One per process and database: the server bundle routes by it, Next's routes (tls-allowed) read it.
const slot = processSlot<{ database: Database; ready: Promise<DomainDirectory> }>("domain directory");

/** The process's directory of served domains (domain-directory.ts), loaded on first use. */
export async function processDomainDirectory(): Promise<DomainDirectory> {
  const database = await getDatabase();
  if (slot.current?.database !== database) {
    void slot.current?.ready.then((old) => old.stop()).catch(() => {});
    const ready = createDomainDirectory(database.sql, database.listen);
    slot.current = { database, ready };
    ready.catch(() => {
      if (slot.current?.ready === ready) slot.current = undefined; // the next request tries again
    });
  }
  return slot.current.ready;
}

/**
 * Call after a committed change to a domain: this process routes by it at once. Every instance
 * (this one too) also hears of it from the database's notification a moment later.
 */
export async function domainsChanged(): Promise<void> {
  await (await slot.current?.ready.catch(() => undefined))?.reload();
}
