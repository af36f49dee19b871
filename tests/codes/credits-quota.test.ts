import { describe, expect, it } from "vitest";
import { chargeCredits } from "@/lib/credits/charge-credits";
import { db } from "@/lib/db/client";
import { useTestDatabase } from "../helpers/database";
import { restoreEnvAfterEach, setEnv } from "../ratelimit/test-config";
import { balanceOf, createCode, footprint, ledgerOf, listCodes, makeOwner, outboxOf } from "./codes-helpers";
import { useGenerousLimits } from "../helpers/generous-limits";

useGenerousLimits();

useTestDatabase();
restoreEnvAfterEach();

async function spend(accountId: string, amount: number) {
  await (await db()).$transaction((tx) => chargeCredits(tx, { accountId, amount, reason: "setup" }));
}

describe("credits and the static quota, exactly once", () => {
  it("50 concurrent dynamic creates with credits for 3: exactly 3 codes, 3 events, balance 0", async () => {
    const { user, headers } = await makeOwner();
    await spend(user.accountId, 70);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, index) => createCode(headers, { content: `https://example.com/${index}` })),
    );
    const statuses = results.map((result) => result.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 403)).toHaveLength(47);
    for (const refused of results.filter((result) => result.status === 403)) {
      expect(refused.body).toMatchObject({ error: "Forbidden", code: "CREDIT_EXHAUSTED" });
    }
    expect(await balanceOf(user.accountId)).toBe(0);
    expect(await footprint(user.accountId)).toEqual({ codes: 3, ledger: 5, quota: 0, events: 3 });
    const charges = (await ledgerOf(user.accountId)).filter((row) => row.reason === "qrcode.create");
    expect(charges.map((row) => row.balanceAfter).sort()).toEqual([0, 10, 20]);
    const created = results.filter((result) => result.status === 201).map((result) => result.body);
    expect(charges.map((row) => row.reference).sort()).toEqual(
      created.map((code) => code.shortLink.split("/").pop()).sort(),
    );
    expect((await outboxOf(user.accountId)).map((event) => (event.payload as { id: string }).id).sort()).toEqual(
      created.map((code) => code.id).sort(),
    );
    expect((await listCodes(headers)).body.pagination.total).toBe(3);
  });

  it("a short balance is 403 CREDIT_EXHAUSTED with nothing created; a static code still works", async () => {
    const { user, headers } = await makeOwner();
    await spend(user.accountId, 95);
    const refused = await createCode(headers, { content: "https://example.com/too-dear" });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe("CREDIT_EXHAUSTED");
    expect(refused.body.message).toMatch(/needs 10, the balance is 5/);
    expect((await createCode(headers, { content: "free text", mode: "STATIC" })).status).toBe(201);
    expect(await balanceOf(user.accountId)).toBe(5);
    expect(await footprint(user.accountId)).toEqual({ codes: 1, ledger: 2, quota: 1, events: 1 });
  });

  it("DYNAMIC_CODE_COST is configuration", async () => {
    setEnv({ DYNAMIC_CODE_COST: "25" });
    const { user, headers } = await makeOwner();
    expect((await createCode(headers, { content: "https://example.com/cost" })).status).toBe(201);
    expect(await balanceOf(user.accountId)).toBe(75);
  });

  it("the static quota (STATIC_QUOTA_PER_MONTH) counts exactly under concurrency: 403 STATIC_QUOTA_EXCEEDED past it", async () => {
    setEnv({ STATIC_QUOTA_PER_MONTH: "4" });
    const { user, headers } = await makeOwner();
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, index) => createCode(headers, { content: `note ${index}`, mode: "STATIC" })),
    );
    expect(results.filter((result) => result.status === 201)).toHaveLength(4);
    const refused = results.filter((result) => result.status === 403);
    expect(refused).toHaveLength(8);
    for (const result of refused) expect(result.body.code).toBe("STATIC_QUOTA_EXCEEDED");
    expect(await footprint(user.accountId)).toEqual({ codes: 4, ledger: 1, quota: 4, events: 4 });
    expect(await balanceOf(user.accountId)).toBe(100);
    // Dynamic codes are paid with credits, not the quota.
    expect((await createCode(headers, { content: "https://example.com/dyn" })).status).toBe(201);
  });
});
