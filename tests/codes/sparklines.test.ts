import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { listCodeSparklines } from "@/lib/codes/list-code-sparklines";
import { useTestDatabase } from "../helpers/database";
import { createCode, type Headers, makeOwner } from "./codes-helpers";
import { useGenerousLimits } from "../helpers/generous-limits";

useGenerousLimits();

// The codes list's 7-day sparklines, read from the daily rollups for a whole page at once.

useTestDatabase();

const NOW = Date.UTC(2026, 10, 26, 15);
let headers: Headers;
let accountId: string;
const ids: Record<string, string> = {};

async function rollup(qrCodeId: string, day: string, dimension: string, value: string, count: number) {
  await (await db()).$executeRawUnsafe(
    `INSERT INTO "ScanDailyCount" ("qrCodeId", day, dimension, value, count) VALUES ($1, $2, $3, $4, $5)`,
    qrCodeId,
    day,
    dimension,
    value,
    count,
  );
}

beforeAll(async () => {
  const owner = await makeOwner();
  headers = owner.headers;
  accountId = owner.user.accountId;
  for (const label of ["busy", "quiet"]) {
    ids[label] = (await createCode(headers, { content: `https://example.com/${label}` })).body.id;
  }
  await rollup(ids.busy, "2026-11-26", "total", "", 4);
  await rollup(ids.busy, "2026-11-24", "total", "", 2);
  await rollup(ids.busy, "2026-11-20", "total", "", 7);
  // Outside the seven days, or not the day total: not in the line.
  await rollup(ids.busy, "2026-11-19", "total", "", 50);
  await rollup(ids.busy, "2026-11-26", "device", "mobile", 4);
  await rollup(ids.busy, "2026-11-26", "impression", "", 9);
});

describe("listCodeSparklines", () => {
  it("gives each code its scans of the last seven UTC days, oldest first, zero-filled", async () => {
    expect(await listCodeSparklines(accountId, [ids.busy, ids.quiet], NOW)).toEqual({
      [ids.busy]: [7, 0, 0, 0, 2, 0, 4],
      [ids.quiet]: [0, 0, 0, 0, 0, 0, 0],
    });
  });

  it("shows another account nothing of these codes", async () => {
    const other = await makeOwner();
    expect(await listCodeSparklines(other.user.accountId, [ids.busy], NOW)).toEqual({
      [ids.busy]: [0, 0, 0, 0, 0, 0, 0],
    });
    expect(await listCodeSparklines(accountId, [], NOW)).toEqual({});
  });
});
