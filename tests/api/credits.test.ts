import { describe, expect, it } from "vitest";
import { GET as balance } from "@/app/api/v1/credits/balance/route";
import { GET as ledger } from "@/app/api/v1/credits/ledger/route";
import { ApiError } from "@/lib/api/errors";
import { chargeCredits } from "@/lib/credits/charge-credits";
import { grantCredits } from "@/lib/credits/grant-credits";
import { consumeStaticQuota } from "@/lib/credits/static-quota";
import { db } from "@/lib/db/client";
import { useTestDatabase } from "../helpers/database";
import { makeKey, makeUser, sessionCookie, type TestUser } from "../helpers/fixtures";
import { bearer, call } from "../helpers/http";
import { restoreEnvAfterEach, setEnv, useRedisRateLimitsWhenConfigured } from "../ratelimit/test-config";

useTestDatabase();
useRedisRateLimitsWhenConfigured();
restoreEnvAfterEach();

const getBalance = async (user: TestUser) =>
  call(balance, "/api/v1/credits/balance", { headers: await sessionCookie(user) });
const getLedger = async (user: TestUser, query = "") =>
  call(ledger, `/api/v1/credits/ledger${query}`, { headers: await sessionCookie(user) });

/** The first instant of the next UTC month, from the calendar date's text. */
function nextMonthStart(now = new Date()): string {
  const [year, month] = now.toISOString().slice(0, 7).split("-").map(Number);
  const [nextYear, nextMonth] = month === 12 ? [year + 1, 1] : [year, month + 1];
  return `${nextYear}-${String(nextMonth).padStart(2, "0")}-01T00:00:00.000Z`;
}

async function ledgerRows(accountId: string) {
  return (await db()).creditLedgerEntry.findMany({
    where: { accountId },
    orderBy: [{ createdAt: "asc" }, { balanceAfter: "desc" }],
    select: { amount: true, balanceAfter: true, reason: true, reference: true },
  });
}

function codeOf(outcome: PromiseSettledResult<unknown>): string | undefined {
  return outcome.status === "rejected" && outcome.reason instanceof ApiError ? outcome.reason.code : undefined;
}

describe("credits", () => {
  it("start a new account with STARTING_CREDITS and a starting_grant row", async () => {
    const user = await makeUser();
    expect((await getBalance(user)).body.balance).toBe(100);
    expect(await ledgerRows(user.accountId)).toEqual([
      { amount: 100, balanceAfter: 100, reason: "starting_grant", reference: null },
    ]);
    const page = await getLedger(user);
    expect(page.status).toBe(200);
    expect(page.body.entries).toMatchObject([{ amount: 100, balanceAfter: 100, reason: "starting_grant" }]);

    setEnv({ STARTING_CREDITS: "250" });
    const richer = await makeUser();
    expect((await getBalance(richer)).body.balance).toBe(250);
  });

  it("report the balance and the monthly static quota", async () => {
    const user = await makeUser();
    const result = await call(balance, "/api/v1/credits/balance", { headers: bearer(await makeKey(user)) });
    expect(result.status).toBe(200);
    expect(result.body).toEqual({
      balance: 100,
      dynamicCodeCost: 10,
      staticQuota: { limit: 100, used: 0, remaining: 100, resetsAt: nextMonthStart() },
    });
  });

  it("record a grant as a ledger row and refuse a bad amount", async () => {
    const user = await makeUser();
    expect(await grantCredits(user.accountId, 25, "support", "ticket-7")).toBe(125);
    expect((await ledgerRows(user.accountId)).at(-1)).toEqual({
      amount: 25,
      balanceAfter: 125,
      reason: "support",
      reference: "ticket-7",
    });
    for (const amount of [0, -5, 1.5, Number.NaN]) {
      await expect(grantCredits(user.accountId, amount)).rejects.toMatchObject({ code: "INVALID_REQUEST" });
    }
    expect(await ledgerRows(user.accountId)).toHaveLength(2);
    expect((await getBalance(user)).body.balance).toBe(125);
  });

  it("charge exactly what the balance covers under 50 concurrent charges, never below zero", async () => {
    const user = await makeUser();
    const prisma = await db();
    await prisma.$transaction((tx) => chargeCredits(tx, { accountId: user.accountId, amount: 70, reason: "setup" }));
    expect((await getBalance(user)).body.balance).toBe(30);

    const outcomes = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) =>
        prisma.$transaction((tx) =>
          chargeCredits(tx, { accountId: user.accountId, amount: 10, reason: "test", reference: `c${i}` }),
        ),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(3);
    expect(outcomes.filter((outcome) => codeOf(outcome) === "CREDIT_EXHAUSTED")).toHaveLength(47);
    expect(outcomes.flatMap((outcome) => (outcome.status === "fulfilled" ? [outcome.value] : [])).sort()).toEqual([
      0, 10, 20,
    ]);

    const rows = await ledgerRows(user.accountId);
    expect(rows.filter((row) => row.reason === "test")).toHaveLength(3);
    expect(rows.every((row) => row.balanceAfter >= 0)).toBe(true);
    expect(rows.reduce((sum, row) => sum + row.amount, 0)).toBe(0);
    expect((await getBalance(user)).body.balance).toBe(0);
    await expect(
      prisma.$transaction((tx) => chargeCredits(tx, { accountId: user.accountId, amount: 1, reason: "test" })),
    ).rejects.toMatchObject({
      code: "CREDIT_EXHAUSTED",
      status: 403,
    });
  });

  it("count the static quota exactly under concurrency and refuse beyond it", async () => {
    setEnv({ STATIC_QUOTA_PER_MONTH: "10" });
    const user = await makeUser();
    const prisma = await db();
    const outcomes = await Promise.allSettled(
      Array.from({ length: 25 }, () => prisma.$transaction((tx) => consumeStaticQuota(tx, user.accountId))),
    );
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(10);
    expect(outcomes.filter((outcome) => codeOf(outcome) === "STATIC_QUOTA_EXCEEDED")).toHaveLength(15);
    const { body } = await getBalance(user);
    expect(body.staticQuota).toEqual({ limit: 10, used: 10, remaining: 0, resetsAt: nextMonthStart() });
    await expect(prisma.$transaction((tx) => consumeStaticQuota(tx, user.accountId))).rejects.toMatchObject({
      code: "STATIC_QUOTA_EXCEEDED",
      status: 403,
    });
    expect(body.balance).toBe(100); // the static quota costs no credits
  });

  it("keep each account's balance and ledger to itself", async () => {
    const [alice, bob] = [await makeUser({ label: "alice" }), await makeUser({ label: "bob" })];
    await grantCredits(alice.accountId, 500, "alice-only", "ref-alice");
    await (await db()).$transaction((tx) =>
      chargeCredits(tx, { accountId: bob.accountId, amount: 40, reason: "bob-only" }),
    );

    expect((await getBalance(alice)).body.balance).toBe(600);
    expect((await call(balance, "/api/v1/credits/balance", { headers: bearer(await makeKey(bob)) })).body.balance).toBe(
      60,
    );
    const alicesLedger = (await getLedger(alice, "?size=100")).body;
    const bobsLedger = (await getLedger(bob, "?size=100")).body;
    expect(alicesLedger.entries.map((entry: { reason: string }) => entry.reason).sort()).toEqual([
      "alice-only",
      "starting_grant",
    ]);
    expect(bobsLedger.entries.map((entry: { reason: string }) => entry.reason).sort()).toEqual([
      "bob-only",
      "starting_grant",
    ]);
    expect(bobsLedger.pagination.total).toBe(2);
    expect(JSON.stringify(bobsLedger)).not.toContain("ref-alice");
  });
});
