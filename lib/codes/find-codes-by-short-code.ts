import { db } from "../db/client";

/** The account's codes among these short codes (deleted ones included: a ledger entry outlives its code's listing). */
export async function findCodesByShortCode(
  accountId: string,
  shortCodes: string[],
): Promise<Map<string, { id: string; name: string | null; deleted: boolean }>> {
  const wanted = [...new Set(shortCodes)];
  if (wanted.length === 0) return new Map();
  const rows = await (await db()).qrCode.findMany({
    where: { accountId, shortCode: { in: wanted } },
    select: { id: true, name: true, shortCode: true, status: true },
  });
  return new Map(
    rows.map((row) => [row.shortCode as string, { id: row.id, name: row.name, deleted: row.status === "DELETED" }]),
  );
}
