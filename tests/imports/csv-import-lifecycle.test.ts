import { describe, expect, it } from "vitest";
import { grantCredits } from "@/lib/credits/grant-credits";
import { db, getDatabase } from "@/lib/db/client";
import { purgeOldImports } from "@/lib/imports/purge-old-imports";
import { makeOwner, outboxOf } from "../codes/codes-helpers";
import { useTestDatabase } from "../helpers/database";
import {
  cancelImport,
  codesOf,
  csvOf,
  drainImports,
  getImport,
  importNow,
  startCsvImport,
  startImport,
} from "./import-helpers";
import { useGenerousLimits } from "../helpers/generous-limits";

useGenerousLimits();

useTestDatabase();

describe("limits", () => {
  it("a workspace holds at most 5 imports waiting or running (409), and the body is bounded", async () => {
    const { user, headers } = await makeOwner();
    const body = { source: "csv", options: { csv: "url\nhttps://example.com/\n" }, dryRun: true };
    for (let i = 0; i < 5; i++) expect((await startImport(headers, body)).status).toBe(202);
    const refused = await startImport(headers, body);
    expect(refused).toMatchObject({ status: 409, body: { code: "CONFLICT" } });
    expect(await (await db()).import.count({ where: { accountId: user.accountId } })).toBe(5);
    const huge = await startCsvImport(headers, `url\n${"https://example.com/x\n".repeat(1_100_000)}`);
    expect(huge).toMatchObject({ status: 413, body: { code: "PAYLOAD_TOO_LARGE" } });
    expect(await (await db()).import.count({ where: { accountId: user.accountId } })).toBe(5);
  });
});

describe("cancel mid-run", () => {
  it("a running import cancelled between batches stops there: codes made stay, no more are made, one event", async () => {
    const { user, headers } = await makeOwner();
    await grantCredits(user.accountId, 10_000);
    const rows = [["url"], ...Array.from({ length: 600 }, (_, i) => [`https://example.com/c/${i}`])];
    await drainImports(); // other tests' imports first: the paused run below must be this one
    const started = await startImport(headers, { source: "csv", options: { csv: csvOf(rows) } });
    let turns = 0;
    await drainImports({ stopping: () => ++turns > 2, once: true });
    const made = (await codesOf(user.accountId)).length;
    expect(made).toBeGreaterThan(0);
    expect((await cancelImport(headers, started.body.importId)).body).toMatchObject({ status: "CANCELLED" });
    await drainImports();
    expect(await codesOf(user.accountId)).toHaveLength(made);
    expect((await outboxOf(user.accountId)).map((event) => event.type)).toEqual(["import.finished"]);
    expect((await outboxOf(user.accountId))[0].payload).toMatchObject({ status: "CANCELLED", created: made });
  });
});

describe("retention", () => {
  it("finished imports older than 30 days go with their rows; their codes and newer imports stay", async () => {
    const { user, headers } = await makeOwner();
    const old = await importNow(headers, { source: "csv", options: { csv: "url\nhttps://example.com/old\n" } });
    const recent = await importNow(headers, { source: "csv", options: { csv: "url\nhttps://example.com/new\n" } });
    const prisma = await db();
    await prisma.import.update({ where: { id: old.id }, data: { finishedAt: new Date(Date.now() - 31 * 86_400_000) } });
    const { sql } = await getDatabase();
    expect(await purgeOldImports(sql)).toBeGreaterThanOrEqual(1);
    expect((await getImport(headers, old.id)).status).toBe(404);
    expect(await prisma.importRow.count({ where: { importId: old.id } })).toBe(0);
    expect((await getImport(headers, recent.id)).status).toBe(200);
    expect(await codesOf(user.accountId)).toHaveLength(2);
  });
});
