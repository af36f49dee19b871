import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { passwordData } from "@/lib/codes/password-data";
import { createOutageMonitor, type OutageMonitor } from "@/lib/outage/outage-monitor";
import { createResilientScanWriter, type ResilientScanWriter } from "@/lib/outage/resilient-scan-writer";
import { createScanJournal, type ScanJournal } from "@/lib/outage/scan-journal";
import { createScanWriter } from "@/lib/scans/scan-writer";
import { useTestDatabase } from "../helpers/database";
import {
  changeCode,
  DESKTOP,
  hit,
  makeCode,
  outboxRows,
  type ShortLinkServer,
  scanRows,
  startShortLinkServer,
} from "../short-links/short-link-harness";
import { setReadOnly, writableProbe } from "./read-only";

const database = useTestDatabase();

interface Harness {
  server: ShortLinkServer;
  writer: ResilientScanWriter;
  journal: ScanJournal;
  outage: OutageMonitor;
  dir: string;
}
let h: Harness;

beforeAll(async () => {
  const db = database.current();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "codebeam-journal-"));
  const outage = createOutageMonitor({
    probe: writableProbe(db),
    probeEveryMs: 100,
    log: () => {},
  });
  const journal = createScanJournal(dir, { maxBytes: 2 ** 20, log: () => {} });
  const writer = createResilientScanWriter({ writer: createScanWriter(db.sql), sql: db.sql, journal, outage });
  const server = await startShortLinkServer(db, { writer, outage });
  h = { server, writer, journal, outage, dir };
});

afterAll(async () => {
  await h?.server.close();
  h?.outage.close();
  fs.rmSync(h.dir, { recursive: true, force: true });
});

async function until(condition: () => Promise<boolean> | boolean, what: string) {
  for (let i = 0; i < 300; i++) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`gave up waiting: ${what}`);
}

const totals = async (qrCodeId: string) => {
  const db = database.current();
  const [code, rollup] = await Promise.all([
    db.prisma.qrCode.findUniqueOrThrow({ where: { id: qrCodeId }, select: { scanCount: true } }),
    db.prisma.scanDailyCount.aggregate({ where: { qrCodeId, dimension: "total" }, _sum: { count: true } }),
  ]);
  return { scanCount: code.scanCount, rollup: rollup._sum.count ?? 0 };
};

describe("short links while the database refuses writes", () => {
  it("keep redirecting codes read before, journal their scans, and write each once when it returns", async () => {
    const db = database.current();
    const code = await makeCode(db);
    const limited = await makeCode(db);
    await changeCode(db, limited.id, { maxScans: 100, fallbackUrl: "https://example.com/sold-out" });
    const limitedBare = await makeCode(db);
    await changeCode(db, limitedBare.id, { maxScans: 100 });
    const unseen = await makeCode(db);
    const locked = await makeCode(db);
    await changeCode(db, locked.id, await passwordData("open sesame"));
    for (const { shortCode } of [code, limited, limitedBare])
      expect((await hit(h.server.origin, `/s/${shortCode}`)).status).toBe(302);
    expect((await hit(h.server.origin, `/s/${locked.shortCode}`)).status).toBe(200); // its form

    await setReadOnly(db, true);
    try {
      const answers = await Promise.all(Array.from({ length: 40 }, () => hit(h.server.origin, `/s/${code.shortCode}`)));
      expect(answers.map((answer) => answer.status)).toEqual(Array(40).fill(302));
      expect(answers[0].headers.get("location")).toBe(code.targetUrl);
      expect(h.outage.down()).toBe(true);

      // A code under maxScans cannot claim a place: its fallback, else the unavailable page.
      const sold = await hit(h.server.origin, `/s/${limited.shortCode}`);
      expect([sold.status, sold.headers.get("location")]).toEqual([302, "https://example.com/sold-out"]);
      const bare = await hit(h.server.origin, `/s/${limitedBare.shortCode}`);
      expect([bare.status, bare.headers.get("retry-after")]).toEqual([503, "1"]);
      // A code this instance never read: the unavailable page, never a 500.
      const never = await hit(h.server.origin, `/s/${unseen.shortCode}`);
      expect([never.status, never.headers.get("retry-after")]).toEqual([503, "1"]);
      expect(never.body).toContain("<html");

      // A password code shows its form and checks the hash this instance holds (attempts counted in memory).
      const form = await hit(h.server.origin, `/s/${locked.shortCode}`);
      expect([form.status, form.body.includes('<form method="post">')]).toEqual([200, true]);
      const opened = await fetch(`${h.server.origin}/s/${locked.shortCode}`, {
        method: "POST",
        redirect: "manual",
        headers: { "content-type": "application/x-www-form-urlencoded", "user-agent": DESKTOP },
        body: new URLSearchParams({ password: "open sesame" }),
      });
      expect(opened.status).toBe(200);
      const cookie = (opened.headers.get("set-cookie") ?? "").split(";")[0];
      const through = await hit(h.server.origin, `/s/${locked.shortCode}`, { headers: { cookie } });
      expect([through.status, through.headers.get("location")]).toEqual([302, locked.targetUrl]);

      expect(h.journal.stats()).toMatchObject({ entries: 41, dropped: 0, writable: true });
      expect((await scanRows(db, code.id)).length).toBe(1);
    } finally {
      await setReadOnly(db, false);
    }

    await until(async () => !h.outage.down() && !h.journal.pending(), "the journal's replay");
    // pending() clears when the file is retired; the replay then forgets its offset row: wait for all of it.
    await h.writer.flush();
    expect(await totals(code.id)).toEqual({ scanCount: 41, rollup: 41 });
    const rows = await scanRows(db, code.id);
    expect(new Set(rows.map((row) => row.id)).size).toBe(41);
    expect((await outboxRows(db, code.accountId)).length).toBe(41);
    expect((await scanRows(db, locked.id)).length).toBe(1);
    expect(fs.readdirSync(h.dir)).toEqual([]);
    expect(await db.prisma.scanJournalReplay.count()).toBe(0);

    // Back to direct commits: the next scan is in the database when its 302 is answered.
    expect((await hit(h.server.origin, `/s/${code.shortCode}`)).status).toBe(302);
    expect(await totals(code.id)).toEqual({ scanCount: 42, rollup: 42 });
  });
});
