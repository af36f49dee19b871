import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as getScansRoute } from "@/app/api/v1/qrcodes/[id]/scans/route";
import { GET as getStatsRoute } from "@/app/api/v1/qrcodes/[id]/stats/route";
import { resetConfigForTests } from "@/lib/config/env";
import { useTestDatabase } from "../helpers/database";
import { expectFlat } from "../helpers/error-shapes";
import { call } from "../helpers/http";
import { seedScans } from "./seed-scans";
import { fieldsOf, makeOwner, type Owner } from "./stats-fixtures";

// Every request here is a success or a 400; the limits have tests of their own.
process.env.LIMIT_KEY_PER_MINUTE = "1000000";
process.env.LIMIT_KEY_PER_DAY = "1000000";
useTestDatabase();

let owner: Owner;
beforeAll(async () => {
  resetConfigForTests();
  owner = await makeOwner();
  await seedScans(owner.codeId, [
    { at: "2026-04-02T10:00:00.000Z" },
    { at: "0001-01-01T00:00:00.000Z" },
    { at: "9999-12-31T23:59:59.999Z" },
  ]);
});

const ENDPOINTS = {
  stats: (query: string) =>
    call(getStatsRoute, `/api/v1/qrcodes/${owner.codeId}/stats${query}`, {
      headers: owner.headers,
      params: { id: owner.codeId },
    }),
  scans: (query: string) =>
    call(getScansRoute, `/api/v1/qrcodes/${owner.codeId}/scans${query}`, {
      headers: owner.headers,
      params: { id: owner.codeId },
    }),
};
const ENDPOINT_NAMES = Object.keys(ENDPOINTS) as (keyof typeof ENDPOINTS)[];

/** Days at and past the edges of what both PostgreSQL and JavaScript hold, and calendar oddities. */
const EDGE_DAYS = [
  "0000-01-01",
  "0000-12-31",
  "0001-01-01",
  "0001-01-02",
  "9999-12-30",
  "9999-12-31",
  "1969-12-31",
  "1970-01-01",
  "1900-02-29",
  "2000-02-29",
  "2024-02-29",
  "2025-02-29",
  "2026-00-10",
  "2026-04-00",
  "2026-04-31",
  "+10000-01-01",
  "-0001-01-01",
  "+002026-04-02",
  "10000-01-01",
  "2026-04-02T00:00:00Z",
  "2026-4-2",
  "0",
  "",
];

describe("stats and scans refuse days PostgreSQL and JavaScript cannot both hold", () => {
  it.each(ENDPOINT_NAMES.flatMap((name) => ["startDate", "endDate"].map((field) => [name, field, "0000-01-01"])))(
    "%s answers 400 naming %s for year 0 (%s)",
    async (name, field, day) => {
      const answer = await ENDPOINTS[name as keyof typeof ENDPOINTS](`?${field}=${day}`);
      expect(answer.status).toBe(400);
      expectFlat(answer, day);
      expect(fieldsOf(answer)).toEqual([field]);
    },
  );

  it("stats answer 400 for a short range in year 0", async () => {
    const answer = await ENDPOINTS.stats("?startDate=0000-01-01&endDate=0000-01-05");
    expect(answer.status).toBe(400);
    expect(fieldsOf(answer)).toEqual(["startDate", "endDate"]);
  });

  it("scans accept the first and last day of years 1 to 9999 and find the scans on them", async () => {
    const all = await ENDPOINTS.scans("?startDate=0001-01-01&endDate=9999-12-31");
    expect(all.status).toBe(200);
    expect(all.body.data.map((event: { timestamp: string }) => event.timestamp)).toEqual([
      "9999-12-31T23:59:59.999Z",
      "2026-04-02T10:00:00.000Z",
      "0001-01-01T00:00:00.000Z",
    ]);
    expect((await ENDPOINTS.scans("?endDate=0001-01-01")).body.pagination.total).toBe(1);
    expect((await ENDPOINTS.scans("?startDate=9999-12-31")).body.pagination.total).toBe(1);
  });

  it("stats answer a range at either end of years 1 to 9999", async () => {
    const first = await ENDPOINTS.stats("?startDate=0001-01-01&endDate=0001-01-07");
    expect(first.status).toBe(200);
    expect(first.body.dailyScans.map((day: { date: string }) => day.date)).toHaveLength(7);
    const last = await ENDPOINTS.stats("?startDate=9999-12-25&endDate=9999-12-31");
    expect(last.status).toBe(200);
    expect(last.body.dailyScans.at(-1).date).toBe("9999-12-31");
  });

  it("no date-ish query ever answers 5xx; a 400 names only the date fields", async () => {
    const year = fc.oneof(fc.integer({ min: 0, max: 10_001 }), fc.constantFrom(0, 1, 1969, 1970, 2026, 9999, 10_000));
    const padded = (value: number, width: number) => String(value).padStart(width, "0");
    const dayish = fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...EDGE_DAYS) },
      {
        weight: 4,
        arbitrary: fc
          .tuple(year, fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 }))
          .map(([y, m, d]) => `${padded(y, 4)}-${padded(m, 2)}-${padded(d, 2)}`),
      },
      {
        weight: 2,
        arbitrary: fc
          .date({ min: new Date(-8.64e15), max: new Date(8.64e15), noInvalidDate: true })
          .map((date) => date.toISOString().slice(0, 10)),
      },
      { weight: 1, arbitrary: fc.string({ maxLength: 16 }) },
    );
    const query = fc.record({
      endpoint: fc.constantFrom(...ENDPOINT_NAMES),
      startDate: fc.option(dayish, { nil: undefined }),
      endDate: fc.option(dayish, { nil: undefined }),
    });
    await fc.assert(
      fc.asyncProperty(query, async ({ endpoint, startDate, endDate }) => {
        const params = new URLSearchParams();
        if (startDate !== undefined) params.set("startDate", startDate);
        if (endDate !== undefined) params.set("endDate", endDate);
        const answer = await ENDPOINTS[endpoint](`?${params}`);
        const label = `${endpoint}?${params}`;
        expect([200, 400], label).toContain(answer.status);
        expectFlat(answer, label);
        if (answer.status === 400)
          for (const field of fieldsOf(answer)) expect(["startDate", "endDate"], label).toContain(field);
      }),
      { numRuns: 150 },
    );
  });
});
