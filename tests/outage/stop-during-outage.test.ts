import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createOutageMonitor, type OutageMonitor } from "@/lib/outage/outage-monitor";
import { createResilientScanWriter } from "@/lib/outage/resilient-scan-writer";
import { createScanJournal } from "@/lib/outage/scan-journal";
import { createScanWriter } from "@/lib/scans/scan-writer";
import { useTestDatabase } from "../helpers/database";
import { makeCode, scanRows } from "../short-links/short-link-harness";
import { setReadOnly, writableProbe } from "./read-only";
import { scanOfCode as scanOf } from "./journal-scan";

const database = useTestDatabase();
const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

/** A writer whose outage monitor would not probe again for a minute: only a stop's recheck can end the outage. */
function writerIn(outageReason: string) {
  const db = database.current();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "codebeam-stop-"));
  const outage: OutageMonitor = createOutageMonitor({
    probe: writableProbe(db),
    probeEveryMs: 60_000,
    log: () => {},
  });
  const journal = createScanJournal(dir, { maxBytes: 2 ** 20, log: () => {} });
  const writer = createResilientScanWriter({ writer: createScanWriter(db.sql), sql: db.sql, journal, outage });
  outage.markDown(outageReason);
  cleanups.push(() => {
    outage.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  const journaled = () =>
    fs.readdirSync(dir).reduce((n, f) => n + fs.readFileSync(path.join(dir, f), "utf8").split("\n").length - 1, 0);
  return { writer, journal, outage, journaled };
}

describe("a graceful stop with scans in the journal", () => {
  it("writes them before it ends when the database answers again (a commit that only ran late)", async () => {
    const db = database.current();
    const code = await makeCode(db);
    const { writer, journaled } = writerIn("scan commit: no answer within 1000 ms");
    await Promise.all([0, 1, 2].map((n) => writer.record(scanOf(code, n))));
    expect([journaled(), (await scanRows(db, code.id)).length]).toEqual([3, 0]);

    await writer.close();
    expect((await scanRows(db, code.id)).length).toBe(3);
    expect(journaled()).toBe(0);
  });

  it("leaves them in the journal, for the next start, while the database still refuses writes", async () => {
    const db = database.current();
    const code = await makeCode(db);
    const { writer, outage, journaled } = writerIn("read-only");
    await Promise.all([0, 1].map((n) => writer.record(scanOf(code, n))));
    await setReadOnly(db, true);
    try {
      await writer.close();
      expect(outage.down()).toBe(true);
    } finally {
      await setReadOnly(db, false);
    }
    expect([journaled(), (await scanRows(db, code.id)).length]).toEqual([2, 0]);
  });
});
