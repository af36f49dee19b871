import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { grantCredits } from "@/lib/credits/grant-credits";
import { db, getDatabase } from "@/lib/db/client";
import { GET as statsRoute } from "@/app/api/v1/qrcodes/[id]/stats/route";
import { call } from "../helpers/http";
import { makeOwner, outboxOf } from "../codes/codes-helpers";
import { type FakeShlinkServer, startFakeShlink } from "../helpers/fake-shlink-server";
import { useTestDatabase } from "../helpers/database";
import { setEnv } from "./sources/source-helpers";
import { drainImports, getImport, startImport } from "./import-helpers";
import { useGenerousLimits } from "../helpers/generous-limits";

useGenerousLimits();

useTestDatabase();

// Shlink's visits come along as scans of their own days: every 10th of the fake's is a potential
// bot (filtered, as a live bot is), the others are counted (tests/imports/import-visits.test.ts shows
// they give the statistics the same scans recorded live would).
const VISITS = 12;
const COUNTED = VISITS - Math.floor(VISITS / 10);
let shlink: FakeShlinkServer;

beforeAll(async () => {
  shlink = await startFakeShlink({ count: 3, defaultDomain: "s.test", visitsOf: () => VISITS });
  setEnv({ ALLOW_PRIVATE_TARGETS: "1" });
});
afterAll(async () => {
  setEnv({ ALLOW_PRIVATE_TARGETS: undefined });
  await shlink.close();
});

const body = () => ({ source: "shlink", options: { baseUrl: shlink.origin, apiKey: shlink.apiKey, visits: true } });

describe("Shlink import with visits", () => {
  it("counts each link's visits once, also when the import stops between the codes and their visits", async () => {
    const { user, headers } = await makeOwner();
    await grantCredits(user.accountId, 1_000);
    await drainImports(); // other tests' imports first: the paused run below must be this one
    const started = await startImport(headers, body());
    let turns = 0;
    await drainImports({ stopping: () => ++turns > 1, once: true }); // codes written, visits not yet
    const prisma = await db();
    const waiting = await prisma.importRow.count({ where: { importId: started.body.importId, outcome: "CREATING" } });
    expect(waiting).toBe(3);
    await drainImports();
    expect((await getImport(headers, started.body.importId)).body).toMatchObject({ status: "SUCCEEDED", created: 3 });
    const rows = await prisma.importRow.findMany({
      where: { importId: started.body.importId },
      select: { message: true },
    });
    expect(rows.map((row) => row.message)).toEqual([null, null, null]);
    const codes = await prisma.qrCode.findMany({
      where: { accountId: user.accountId },
      select: { id: true, scanCount: true },
    });
    expect(codes.map((code) => code.scanCount)).toEqual([COUNTED, COUNTED, COUNTED]);
    const id = codes[0].id;
    const stats = await call(statsRoute, `/api/v1/qrcodes/${id}/stats?startDate=2023-06-01&endDate=2023-06-30`, {
      headers,
      params: { id },
    });
    expect(stats.body.totalScans).toBe(COUNTED);
    expect((await outboxOf(user.accountId)).map((event) => event.type)).toEqual(["import.finished"]);
    // Again: the codes are found, no visit counted twice.
    const again = await startImport(headers, body());
    await drainImports();
    expect((await getImport(headers, again.body.importId)).body).toMatchObject({ created: 0, skipped: 3 });
    const after = await prisma.qrCode.findMany({ where: { accountId: user.accountId }, select: { scanCount: true } });
    expect(after.map((code) => code.scanCount)).toEqual([COUNTED, COUNTED, COUNTED]);
  });

  it("makes the visitor sketches of the days and closed months it wrote, before any read or job", async () => {
    const { user, headers } = await makeOwner();
    await grantCredits(user.accountId, 1_000);
    await drainImports();
    await startImport(headers, body());
    await drainImports();
    const prisma = await db();
    const [code] = await prisma.qrCode.findMany({ where: { accountId: user.accountId }, select: { id: true } });
    const { sql } = await getDatabase();
    const clicks = await sql.query<{ period: string; clicks: number }>(
      `SELECT day AS period, count::int AS clicks FROM "ScanDailyCount" WHERE "qrCodeId" = $1 AND dimension = 'total'
       UNION ALL SELECT left(day, 7), sum(count)::int FROM "ScanDailyCount" WHERE "qrCodeId" = $1 AND dimension = 'total' GROUP BY 1
       ORDER BY 1`,
      [code.id],
    );
    const stored = await sql.query<{ period: string; clicks: number }>(
      `SELECT period, clicks FROM "ScanVisitorSketch" WHERE "qrCodeId" = $1 ORDER BY 1`,
      [code.id],
    );
    expect(clicks.length).toBeGreaterThan(1);
    expect(stored).toEqual(clicks);
  });
});
