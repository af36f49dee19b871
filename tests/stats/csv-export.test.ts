import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { GET as scansCsvRoute } from "@/app/api/v1/qrcodes/[id]/scans.csv/route";
import { GET as statsCsvRoute } from "@/app/api/v1/qrcodes/[id]/stats.csv/route";
import { useTestDatabase } from "../helpers/database";
import { useRedisRateLimitsWhenConfigured } from "../ratelimit/test-config";
import { seedScans } from "./seed-scans";
import { makeOwner } from "./stats-fixtures";

useTestDatabase();
useRedisRateLimitsWhenConfigured();

type Route = typeof scansCsvRoute;
async function getCsv(route: Route, name: string, codeId: string, headers: Record<string, string>, query = "") {
  const response = await route(new Request(`http://localhost/api/v1/qrcodes/${codeId}/${name}${query}`, { headers }), {
    params: Promise.resolve({ id: codeId }),
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    text,
    rows: response.ok ? Papa.parse<string[]>(text.trim()).data : [],
  };
}

describe("CSV exports of scans and statistics", () => {
  it("scans.csv: every event of the range newest first, one header, formula cells defused", async () => {
    const { headers, codeId } = await makeOwner();
    await seedScans(codeId, [
      {
        at: "2026-03-01T10:00:00Z",
        device: "mobile",
        os: "iOS",
        browser: "Mobile Safari",
        country: "US",
        region: "California",
        city: "San Francisco",
        visitorId: "A",
      },
      {
        at: "2026-03-02T10:00:00Z",
        device: "desktop",
        os: "Windows",
        browser: '=HYPERLINK("http://evil")',
        country: "DE",
        region: "Berlin",
        city: '+Berlin, "Mitte"',
        visitorId: "B",
      },
      { at: "2026-03-05T10:00:00Z", visitorId: "C" },
    ]);
    const all = await getCsv(scansCsvRoute, "scans.csv", codeId, headers);
    expect(all.status).toBe(200);
    expect(all.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(all.headers.get("content-disposition")).toMatch(/^attachment; filename="scans-[\w-]+\.csv"$/);
    expect(all.text.split("\r\n")[0]).toBe("timestamp,eventType,device,os,browser,country,region,city,destination");
    expect(all.rows.map((row) => row[0])).toEqual([
      "timestamp",
      "2026-03-05T10:00:00.000Z",
      "2026-03-02T10:00:00.000Z",
      "2026-03-01T10:00:00.000Z",
    ]);
    expect(all.rows[2].slice(1, 8)).toEqual([
      "click",
      "desktop",
      "Windows",
      '\'=HYPERLINK("http://evil")',
      "DE",
      "Berlin",
      '\'+Berlin, "Mitte"',
    ]);

    const ranged = await getCsv(
      scansCsvRoute,
      "scans.csv",
      codeId,
      headers,
      "?startDate=2026-03-02&endDate=2026-03-04",
    );
    expect(ranged.rows.slice(1).map((row) => row[0])).toEqual(["2026-03-02T10:00:00.000Z"]);
  });

  it("scans.csv pages through more events than one page, keeping each exactly once", async () => {
    const { headers, codeId } = await makeOwner();
    const at = Date.UTC(2026, 3, 1);
    // 4,100 events, many sharing a timestamp, cross the 2,000-row pages.
    await seedScans(
      codeId,
      Array.from({ length: 4100 }, (_, index) => ({
        at: new Date(at + Math.floor(index / 3) * 1000).toISOString(),
        visitorId: `v${index}`,
      })),
    );
    const { rows } = await getCsv(scansCsvRoute, "scans.csv", codeId, headers);
    expect(rows).toHaveLength(4101);
    const stamps = rows.slice(1).map((row) => row[0]);
    expect([...stamps].sort().reverse()).toEqual(stamps);
  });

  it("stats.csv: totals, every day and the breakdowns as metric,key,count", async () => {
    const { headers, codeId } = await makeOwner();
    await seedScans(codeId, [
      {
        at: "2026-03-01T10:00:00Z",
        device: "mobile",
        os: "iOS",
        browser: "Mobile Safari",
        country: "US",
        region: "California",
        city: "San Francisco",
        visitorId: "A",
      },
      {
        at: "2026-03-03T10:00:00Z",
        device: "desktop",
        os: "Windows",
        browser: "Chrome",
        country: "DE",
        region: "Berlin",
        city: "Berlin",
        visitorId: "B",
      },
    ]);
    const {
      status,
      rows,
      headers: answer,
    } = await getCsv(statsCsvRoute, "stats.csv", codeId, headers, "?startDate=2026-03-01&endDate=2026-03-03");
    expect(status).toBe(200);
    expect(answer.get("content-disposition")).toMatch(/stats-[\w-]+-2026-03-01-2026-03-03\.csv/);
    expect(rows.slice(0, 8)).toEqual([
      ["metric", "key", "count"],
      ["range", "2026-03-01..2026-03-03", "3"],
      ["totalScans", "", "2"],
      ["uniqueUsers", "", "2"],
      ["impressions", "", "0"],
      ["day", "2026-03-01", "1"],
      ["day", "2026-03-02", "0"],
      ["day", "2026-03-03", "1"],
    ]);
    expect(rows).toContainEqual(["country", "DE", "1"]);
    expect(rows).toContainEqual(["place", "San Francisco, California, US", "1"]);
    expect(rows).toContainEqual(["device", "tablet", "0"]);
  });

  it("refuses bad ranges with 400 naming the field, and another account's code with 404", async () => {
    const { headers, codeId } = await makeOwner();
    const backwards = await getCsv(
      scansCsvRoute,
      "scans.csv",
      codeId,
      headers,
      "?startDate=2026-03-05&endDate=2026-03-01",
    );
    expect(backwards.status).toBe(400);
    expect(JSON.parse(backwards.text).details[0].field).toBe("startDate");
    expect(
      (await getCsv(statsCsvRoute, "stats.csv", codeId, headers, "?startDate=2020-01-01&endDate=2026-01-01")).status,
    ).toBe(400);
    const other = await makeOwner();
    expect((await getCsv(scansCsvRoute, "scans.csv", codeId, other.headers)).status).toBe(404);
    expect((await getCsv(statsCsvRoute, "stats.csv", codeId, other.headers)).status).toBe(404);
  });
});
