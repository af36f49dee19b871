import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { getAccountOverview } from "@/lib/stats/get-account-overview";
import { useTestDatabase } from "../helpers/database";
import { makeUser } from "../helpers/fixtures";
import { seedCode, seedScans } from "./seed-scans";

useTestDatabase();

const NOW = Date.parse("2026-03-30T15:00:00Z");
const times = (count: number, at: string) =>
  Array.from({ length: count }, (_, index) => ({ at, visitorId: `v${index}` }));

describe("the dashboard overview (getAccountOverview)", () => {
  it("sums an account's scans per day over 30 days, the 30 before for the trend, its top and newest codes", async () => {
    const user = await makeUser();
    const menu = await seedCode(user.accountId, "Menu");
    const flyer = await seedCode(user.accountId, "Flyer");
    const quiet = await seedCode(user.accountId, "Quiet");
    await seedScans(menu, [
      ...times(3, "2026-03-30T09:00:00Z"),
      ...times(2, "2026-03-01T00:00:00Z"),
      ...times(4, "2026-02-28T23:00:00Z"),
    ]);
    await seedScans(flyer, [
      ...times(5, "2026-03-15T12:00:00Z"),
      ...times(1, "2026-01-30T00:00:00Z"),
      ...times(7, "2026-01-29T23:59:59Z"),
    ]);
    await seedScans(quiet, times(1, "2026-04-01T00:00:00Z")); // after "now": not in any period
    for (const [index, id] of [menu, flyer, quiet].entries()) {
      await (await db()).qrCode.update({ where: { id }, data: { createdAt: new Date(Date.UTC(2026, 0, 1 + index)) } });
    }
    // Another account's scans and a deleted code's never count.
    const other = await makeUser();
    await seedScans(await seedCode(other.accountId), times(9, "2026-03-30T09:00:00Z"));
    const gone = await seedCode(user.accountId, "Gone");
    await seedScans(gone, times(6, "2026-03-30T09:00:00Z"));
    await (await db()).qrCode.update({ where: { id: gone }, data: { status: "DELETED", deletedAt: new Date() } });

    const overview = await getAccountOverview(user.accountId, 30, NOW);
    expect(overview.daily).toHaveLength(30);
    expect([overview.daily[0].date, overview.daily.at(-1)?.date]).toEqual(["2026-03-01", "2026-03-30"]);
    expect(overview.daily.find((day) => day.date === "2026-03-15")?.count).toBe(5);
    expect(overview.total).toBe(10);
    expect(overview.previousTotal).toBe(5); // 4 on 28 Feb and 1 on 30 Jan; 29 Jan is before both periods
    expect(overview.topCodes).toEqual(
      [
        { id: flyer, name: "Flyer", mode: "DYNAMIC", count: 5 },
        { id: menu, name: "Menu", mode: "DYNAMIC", count: 5 },
      ].sort((a, b) => a.id.localeCompare(b.id)),
    );
    expect(overview.recentCodes.map((code) => code.name)).toEqual(["Quiet", "Flyer", "Menu"]);
    expect(overview.codeCount).toBe(3);
  });

  it("is empty and zero-filled for a new account, and names its first day (the chart starts there)", async () => {
    const user = await makeUser();
    await (await db()).account.update({
      where: { id: user.accountId },
      data: { createdAt: new Date("2026-03-27T22:00:00Z") },
    });
    const overview = await getAccountOverview(user.accountId, 7, NOW);
    expect(overview).toMatchObject({ total: 0, previousTotal: 0, topCodes: [], recentCodes: [], codeCount: 0 });
    expect(overview.firstDay).toBe("2026-03-27");
    expect(overview.daily.map((day) => day.count)).toEqual([0, 0, 0, 0, 0, 0, 0]);
  });
});
