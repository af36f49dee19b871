import { describe, expect, it } from "vitest";
import { purgeOldAuditEvents } from "@/lib/audit/purge-old-audit-events";
import { getDatabase } from "@/lib/db/client";
import { useTestDatabase } from "../helpers/database";
import { makeUser } from "../helpers/fixtures";

useTestDatabase();

const DAY = 86_400_000;

async function seed(accountId: string, daysAgo: number[], now: Date) {
  const prisma = (await getDatabase()).prisma;
  await prisma.auditEvent.createMany({
    data: daysAgo.map((days) => ({
      accountId,
      at: new Date(now.getTime() - days * DAY),
      actorType: "user" as const,
      actorId: "cuser000000000000000000001",
      actorLabel: "ada@example.com",
      action: "key.created",
      targetType: "key",
      targetId: "ckey0000000000000000000001",
      details: { daysAgo: days },
    })),
  });
}

const remaining = async (accountId: string) =>
  (
    await (
      await getDatabase()
    ).prisma.auditEvent.findMany({
      where: { accountId },
      orderBy: { at: "desc" },
      select: { details: true },
    })
  ).map((row) => (row.details as { daysAgo: number }).daysAgo);

describe("AUDIT_RETENTION_DAYS", () => {
  it("removes events older than the retention in every workspace and keeps the newer ones", async () => {
    const now = new Date();
    const [a, b] = [await makeUser(), await makeUser()];
    await seed(a.accountId, [0, 10, 29, 31, 400], now);
    await seed(b.accountId, [1, 45], now);
    const { sql } = await getDatabase();

    expect(await purgeOldAuditEvents(sql, 0, now)).toBe(0); // 0 keeps everything
    expect(await remaining(a.accountId)).toEqual([0, 10, 29, 31, 400]);

    expect(await purgeOldAuditEvents(sql, 30, now)).toBe(3);
    expect(await remaining(a.accountId)).toEqual([0, 10, 29]);
    expect(await remaining(b.accountId)).toEqual([1]);
    expect(await purgeOldAuditEvents(sql, 30, now)).toBe(0);
  });

  it("deletes in bounded batches until none is left", async () => {
    const now = new Date();
    const user = await makeUser();
    await seed(user.accountId, [...Array.from({ length: 5003 }, () => 100), 1], now);
    expect(await purgeOldAuditEvents((await getDatabase()).sql, 30, now)).toBe(5003);
    expect(await remaining(user.accountId)).toEqual([1]);
  });
});
