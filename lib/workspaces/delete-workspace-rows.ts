import type { Prisma } from "../db/generated/client";

/**
 * Deletes the workspace (account) and everything it owns, answering the ids of its codes so the
 * caller can forget their cached short links once committed. Rows kept by code id or account id
 * without a foreign key go first. Users whose default workspace this is are deleted with it
 * (User.account cascades): move them first (./move-default-workspaces.ts) unless that is the point.
 */
export async function deleteWorkspaceRows(tx: Prisma.TransactionClient, accountId: string): Promise<string[]> {
  const codes = await tx.qrCode.findMany({ where: { accountId }, select: { id: true } });
  const codesOf = (table: string) =>
    tx.$executeRawUnsafe(
      `DELETE FROM "${table}" WHERE "qrCodeId" IN (SELECT "id" FROM "QrCode" WHERE "accountId" = $1)`,
      accountId,
    );
  await codesOf("ScanDailyCount");
  await codesOf("ScanVisitorDay");
  await codesOf("ScanVisitorSketch");
  await codesOf("ScanMonthSums");
  await tx.outboxEvent.deleteMany({ where: { accountId } });
  await tx.idempotencyKey.deleteMany({ where: { accountId } });
  await tx.account.delete({ where: { id: accountId }, select: { id: true } }); // cascades to codes, scans, keys…
  return codes.map((code) => code.id);
}
