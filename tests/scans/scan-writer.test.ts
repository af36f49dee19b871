import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { SqlPool } from "@/lib/db/sql-runner";
import type { ScanRecord } from "@/lib/scans/scan-record";
import { createScanWriter } from "@/lib/scans/scan-writer";
import { useTestDatabase } from "../helpers/database";
import { onOutboxWrite } from "@/lib/events/outbox-signal";
import { makeCode, subscribe } from "../short-links/short-link-harness";

const database = useTestDatabase();

type Code = Awaited<ReturnType<typeof makeCode>>;

function scan(code: Pick<Code, "id" | "accountId">, fields: Partial<ScanRecord> = {}): ScanRecord {
  return {
    id: randomUUID(),
    eventType: "click",
    device: "mobile",
    os: "iOS",
    browser: "Mobile Safari",
    country: "GB",
    region: "England",
    city: "Bracknell",
    visitorId: "v1",
    createdAt: new Date(),
    qrCode: { id: code.id, accountId: code.accountId, name: "Flyer", shortLink: "http://localhost:3000/s/x" },
    ...fields,
  };
}

/** The real pool, counting the statements that reach it. */
function counting(sql: SqlPool): SqlPool & { statements: number } {
  const wrapped = {
    statements: 0,
    query: <Row>(text: string, params?: unknown[]) => {
      wrapped.statements++;
      return sql.query<Row>(text, params);
    },
    transaction: sql.transaction,
    close: sql.close,
  };
  return wrapped;
}

async function rollups(qrCodeId: string) {
  const rows = await database.current().prisma.scanDailyCount.findMany({ where: { qrCodeId } });
  // Sorted here in code-point order, whatever the database's collation.
  return rows
    .map((row) => `${row.day} ${row.dimension} ${row.value.replaceAll("\u001f", "|")} ${row.count}`)
    .sort((a, b) => (a < b ? -1 : 1));
}

describe("scan writer", () => {
  it("writes clicks and impressions into events, counts, rollups by UTC day (events by hour too), visitor days and the outbox", async () => {
    const code = await makeCode(database.current());
    const writer = createScanWriter(database.current().sql);
    const lateEvening = new Date("2026-03-01T23:59:59.999Z");
    const nextMorning = new Date("2026-03-02T00:00:00.000Z");
    await Promise.all([
      writer.record(scan(code, { createdAt: lateEvening })),
      writer.record(
        scan(code, { createdAt: lateEvening, device: "desktop", os: "Windows", browser: "Chrome", visitorId: "v2" }),
      ),
      writer.record(scan(code, { createdAt: nextMorning, country: "Unknown", region: "Unknown", city: "Unknown" })),
      writer.record(scan(code, { createdAt: nextMorning, eventType: "impression", visitorId: "v9" })),
    ]);
    const db = database.current().prisma;
    expect((await db.qrCode.findUniqueOrThrow({ where: { id: code.id }, select: { scanCount: true } })).scanCount).toBe(
      3,
    );
    const events = await db.scanEvent.findMany({
      where: { qrCodeId: code.id },
      orderBy: [{ createdAt: "asc" }, { eventType: "asc" }],
    });
    expect(events.map((e) => [e.createdAt.toISOString(), e.eventType])).toEqual([
      [lateEvening.toISOString(), "click"],
      [lateEvening.toISOString(), "click"],
      [nextMorning.toISOString(), "click"],
      [nextMorning.toISOString(), "impression"],
    ]);
    expect(await rollups(code.id)).toEqual([
      "2026-03-01 browser Chrome 1",
      "2026-03-01 browser Mobile Safari 1",
      "2026-03-01 device desktop 1",
      "2026-03-01 device mobile 1",
      "2026-03-01 geo GB|England|Bracknell 2",
      "2026-03-01 hour 23 2",
      "2026-03-01 os Windows 1",
      "2026-03-01 os iOS 1",
      "2026-03-01 total  2",
      "2026-03-02 browser Mobile Safari 1",
      "2026-03-02 device mobile 1",
      "2026-03-02 geo Unknown|Unknown|Unknown 1",
      "2026-03-02 hour 00 2",
      "2026-03-02 impression  1",
      "2026-03-02 os iOS 1",
      "2026-03-02 total  1",
    ]);
    const visitors = await db.scanVisitorDay.findMany({
      where: { qrCodeId: code.id },
      orderBy: [{ day: "asc" }, { visitorId: "asc" }],
    });
    expect(visitors.map((v) => `${v.day} ${v.visitorId}`)).toEqual(["2026-03-01 v1", "2026-03-01 v2", "2026-03-02 v1"]);
    const outbox = await db.outboxEvent.findMany({ where: { accountId: code.accountId } });
    expect(outbox.map((o) => o.type)).toEqual(Array(4).fill("scan.created"));
    expect(outbox.map((o) => (o.payload as { scan: { eventType: string } }).scan.eventType).sort()).toEqual([
      "click",
      "click",
      "click",
      "impression",
    ]);
  });

  it("writes scan.created only for accounts with an active webhook taking it, and wakes the dispatcher only then", async () => {
    const db = database.current();
    const none = await makeCode(db, { subscribed: false });
    const otherKinds = await makeCode(db, { subscribed: false });
    await subscribe(db, otherKinds.accountId, ["qrcode.created", "qrcode.target_down"]);
    const disabled = await makeCode(db, { subscribed: false });
    await subscribe(db, disabled.accountId, ["scan.created"], "DISABLED");
    const taking = await makeCode(db);
    const writer = createScanWriter(db.sql);
    let wakes = 0;
    const stop = onOutboxWrite(() => wakes++);
    try {
      await Promise.all([none, otherKinds, disabled].map((code) => writer.record(scan(code))));
      expect(wakes).toBe(0);
      await Promise.all([writer.record(scan(taking)), writer.record(scan(none))]);
      expect(wakes).toBe(1);
    } finally {
      stop();
    }
    const outbox = async (accountId: string) => db.prisma.outboxEvent.count({ where: { accountId } });
    expect(await Promise.all([none, otherKinds, disabled, taking].map((code) => outbox(code.accountId)))).toEqual([
      0, 0, 0, 1,
    ]);
    // The scans themselves count the same for every account.
    const counts = await db.prisma.qrCode.findMany({
      where: { id: { in: [none.id, taking.id] } },
      select: { scanCount: true },
    });
    expect(counts.map((row) => row.scanCount).sort()).toEqual([1, 2]);
  });

  it("adds to existing rollup rows rather than replacing them", async () => {
    const code = await makeCode(database.current());
    const writer = createScanWriter(database.current().sql);
    await writer.record(scan(code));
    await writer.record(scan(code));
    const total = (await rollups(code.id)).filter((row) => row.includes(" total "));
    expect(total).toEqual([`${new Date().toISOString().slice(0, 10)} total  2`]);
  });

  it("commits concurrent scans in a few batched statements, not one each", async () => {
    const code = await makeCode(database.current());
    const sql = counting(database.current().sql);
    const writer = createScanWriter(sql, { maxBatch: 40 });
    await Promise.all(Array.from({ length: 120 }, () => writer.record(scan(code))));
    expect(sql.statements).toBeLessThanOrEqual(4);
    expect(await database.current().prisma.scanEvent.count({ where: { qrCodeId: code.id } })).toBe(120);
  });

  it("adds filtered requests to one rollup row per code, day and reason, in the scans' batch statement: no event, no outbox row", async () => {
    const code = await makeCode(database.current());
    const sql = counting(database.current().sql);
    const writer = createScanWriter(sql, { maxBatch: 200 });
    const at = new Date("2026-03-01T12:00:00Z");
    const filtered = (reason: "bot" | "repeat", eventType: "click" | "impression" = "click") => ({
      qrCodeId: code.id,
      accountId: code.accountId,
      eventType,
      reason,
      createdAt: at,
    });
    await Promise.all([
      ...Array.from({ length: 150 }, () => writer.recordFiltered(filtered("repeat"))),
      ...Array.from({ length: 3 }, () => writer.recordFiltered(filtered("bot"))),
      writer.recordFiltered(filtered("repeat", "impression")),
      writer.record(scan(code, { createdAt: at })),
    ]);
    expect(sql.statements).toBe(1);
    expect((await rollups(code.id)).filter((row) => row.includes("filtered"))).toEqual([
      "2026-03-01 filtered bot 3",
      "2026-03-01 filtered repeat 150",
      "2026-03-01 filtered-impression repeat 1",
    ]);
    const db = database.current().prisma;
    expect(await db.scanEvent.count({ where: { qrCodeId: code.id } })).toBe(1);
    expect(await db.outboxEvent.count({ where: { accountId: code.accountId } })).toBe(1);
    expect((await db.qrCode.findUniqueOrThrow({ where: { id: code.id }, select: { scanCount: true } })).scanCount).toBe(
      1,
    );
  });

  it("fails only the bad scan of a batch; the others commit", async () => {
    const code = await makeCode(database.current());
    const writer = createScanWriter(database.current().sql);
    const outcomes = await Promise.allSettled([
      writer.record(scan(code)),
      writer.record(scan({ id: "no-such-code", accountId: code.accountId })),
      writer.record(scan(code)),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect(await database.current().prisma.scanEvent.count({ where: { qrCodeId: code.id } })).toBe(2);
    expect(
      (
        await database
          .current()
          .prisma.qrCode.findUniqueOrThrow({ where: { id: code.id }, select: { scanCount: true } })
      ).scanCount,
    ).toBe(2);
  });

  it("flushes what is queued on close, then refuses new scans", async () => {
    const code = await makeCode(database.current());
    const writer = createScanWriter(database.current().sql);
    const pending = Array.from({ length: 25 }, () => writer.record(scan(code)));
    await writer.close();
    expect(await database.current().prisma.scanEvent.count({ where: { qrCodeId: code.id } })).toBe(25);
    await expect(Promise.all(pending)).resolves.toBeDefined();
    await expect(writer.record(scan(code))).rejects.toThrow(/closed/);
  });
});
