import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "@/lib/db/is-database-unavailable";
import { journalLine } from "@/lib/outage/journal-line";
import { replayScanJournal } from "@/lib/outage/replay-scan-journal";
import { createScanJournal, type JournalItem } from "@/lib/outage/scan-journal";
import { writeScanBatch } from "@/lib/scans/write-scan-batch";
import { useTestDatabase } from "../helpers/database";
import { makeCode, outboxRows, scanRows } from "../short-links/short-link-harness";
import { scanOfCode } from "./journal-scan";

const database = useTestDatabase();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "codebeam-replay-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

type Code = Awaited<ReturnType<typeof makeCode>>;
const scanOf = (code: Code, n: number) => ({ scan: scanOfCode(code, n) });
const botOf = (code: Code): JournalItem => ({
  filtered: { eventType: "click", reason: "bot", qrCodeId: code.id, accountId: code.accountId, createdAt: new Date() },
});

/** A journal file as a process that died left it (its pid past Linux's largest, so never alive). */
function leftFile(items: JournalItem[]): string {
  const file = path.join(dir, `${Date.now()}-${2 ** 22 + 1}-${randomUUID().slice(0, 6)}.jsonl`);
  fs.writeFileSync(file, items.map(journalLine).join(""));
  return file;
}

async function counts(code: Code) {
  const db = database.current();
  const [row, total, bots] = await Promise.all([
    db.prisma.qrCode.findUniqueOrThrow({ where: { id: code.id }, select: { scanCount: true } }),
    db.prisma.scanDailyCount.aggregate({ where: { qrCodeId: code.id, dimension: "total" }, _sum: { count: true } }),
    db.prisma.scanDailyCount.aggregate({ where: { qrCodeId: code.id, dimension: "filtered" }, _sum: { count: true } }),
  ]);
  return {
    scanCount: row.scanCount,
    total: total._sum.count ?? 0,
    bots: bots._sum.count ?? 0,
    events: (await scanRows(db, code.id)).length,
    outbox: (await outboxRows(db, code.accountId)).length,
  };
}

const replay = (file: string) =>
  replayScanJournal(database.current().sql, createScanJournal(dir, { maxBytes: 2 ** 20 }), file, isDatabaseUnavailable);

describe("replaying a scan journal", () => {
  it("writes scans, rollups, outbox events and filtered counts once, skipping scans a late batch committed", async () => {
    const code = await makeCode(database.current());
    const scans = Array.from({ length: 12 }, (_, n) => scanOf(code, n));
    // Two scans whose batch outlived its deadline and committed after all: journaled and in the database.
    await writeScanBatch(database.current().sql, [scans[3].scan, scans[7].scan] as never);
    const file = leftFile([...scans.slice(0, 6), botOf(code), botOf(code), ...scans.slice(6)]);

    const outcome = await replay(file);
    expect(outcome).toMatchObject({ applied: 14, rejected: 0, end: fs.statSync(file).size });
    expect(await counts(code)).toEqual({ scanCount: 12, total: 12, bots: 2, events: 12, outbox: 12 });
    // Replayed again (a process that crashed before removing the file): nothing more.
    expect(await replay(file)).toMatchObject({ applied: 0 });
    expect(await counts(code)).toEqual({ scanCount: 12, total: 12, bots: 2, events: 12, outbox: 12 });
  });

  it("resumes past what a replay cut short committed, and two replays of one file take turns", async () => {
    const code = await makeCode(database.current());
    const items = [...Array.from({ length: 30 }, (_, n) => scanOf(code, n)), botOf(code)];
    const file = leftFile(items);
    const firstTen = Buffer.byteLength(items.slice(0, 10).map(journalLine).join(""));
    // The first ten committed with the file's offset (as replayScanJournal does), then the process died.
    const db = database.current();
    await db.sql.transaction(async (tx) => {
      await writeScanBatch(
        tx,
        items.slice(0, 10).map((item) => (item as { scan: never }).scan),
      );
      await tx.query(`INSERT INTO "ScanJournalReplay" ("journal", "offset") VALUES ($1, $2)`, [
        path.basename(file),
        firstTen,
      ]);
    });

    const outcomes = await Promise.all([replay(file), replay(file)]);
    expect(outcomes[0].applied + outcomes[1].applied).toBe(21);
    expect(await counts(code)).toEqual({ scanCount: 30, total: 30, bots: 1, events: 30, outbox: 30 });
  });

  it("skips the entries of a code deleted since, and goes on with the rest", async () => {
    const db = database.current();
    const kept = await makeCode(db);
    const gone = await makeCode(db);
    const file = leftFile([scanOf(kept, 1), scanOf(gone, 2), botOf(gone), scanOf(kept, 3)]);
    await db.prisma.qrCode.delete({ where: { id: gone.id } });
    expect(await replay(file)).toMatchObject({ applied: 4, rejected: 0 });
    expect(await counts(kept)).toMatchObject({ scanCount: 2, events: 2 });
  });
});
