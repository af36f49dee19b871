import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { importVisits } from "@/lib/imports/import-visits";
import { QrStyle } from "@/lib/render/style-schema";
import { useTestDatabase } from "../helpers/database";
import { makeOwner } from "../stats/stats-fixtures";
import { DAY_MS, DESKTOP, FIREFOX_LINUX, GOOGLEBOT, IPAD, IPHONE, PLACES, visit } from "./visit-fixtures";

// How long importVisits takes over many codes, run by hand; what it writes is checked in
// tests/imports/import-visits.test.ts.
const database = useTestDatabase();

// A measurement, not a check: IMPORT_VISITS_BENCH=1 npx vitest run tests/imports/import-visits-measured.test.ts
describe.skipIf(!process.env.IMPORT_VISITS_BENCH)("importVisits, measured", () => {
  it("imports 100,000 visits over 10,000 codes", async () => {
    const owner = await makeOwner();
    const prisma = database.current().prisma;
    const ids = Array.from(
      { length: Number(process.env.IMPORT_VISITS_BENCH_CODES ?? 10_000) },
      () => `c${randomBytes(12).toString("hex")}`,
    );
    await prisma.qrCode.createMany({
      data: ids.map((id) => ({
        id,
        accountId: owner.user.accountId,
        name: id,
        status: "READY" as const,
        content: "https://example.com/",
        targetUrl: "https://example.com/",
        shortCode: id.slice(1, 13),
        templateUsed: "minimal",
        matchedKeywords: [],
        styles: QrStyle.parse({}),
      })),
    });
    const agents = [IPHONE, DESKTOP, IPAD, FIREFOX_LINUX, GOOGLEBOT, "curl/8.5.0"];
    const now = Date.now();
    let clicks = 0;
    const started = performance.now();
    const perTransaction = Number(process.env.IMPORT_VISITS_BENCH_PER_TRANSACTION ?? 100); // Shlink's importer: 1
    for (let at = 0; at < ids.length; at += perTransaction) {
      await prisma.$transaction(
        async (tx) => {
          for (const [n, id] of ids.slice(at, at + perTransaction).entries()) {
            const visits = Array.from({ length: 10 }, (_, i) =>
              visit(
                new Date(now - ((at + n * 10 + i) % 700) * DAY_MS - i * 60_000),
                agents[(at + n + i) % 6],
                PLACES[i % 5],
              ),
            );
            clicks += visits.filter((one) => one.userAgent !== GOOGLEBOT && one.userAgent !== "curl/8.5.0").length;
            await importVisits(tx, { id, accountId: owner.user.accountId }, visits);
          }
        },
        { timeout: 120_000 },
      );
    }
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `${ids.length * 10} visits over ${ids.length} codes, ${perTransaction} per transaction: ${seconds.toFixed(1)} s`,
    );
    const total = await prisma.qrCode.aggregate({
      where: { accountId: owner.user.accountId },
      _sum: { scanCount: true },
    });
    expect(total._sum.scanCount).toBe(clicks); // a third of the agents are bots
    expect(seconds).toBeLessThan(120);
  }, 600_000);
});
