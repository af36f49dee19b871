import { db } from "../db/client";

export async function readTwoFactorStatus(userId: string) {
  const client = await db();
  const user = await client.user.findUniqueOrThrow({ where: { id: userId }, select: { totpSecret: true } });
  const recoveryCodesLeft = user.totpSecret ? await client.recoveryCode.count({ where: { userId, usedAt: null } }) : 0;
  return { enabled: user.totpSecret !== null, recoveryCodesLeft };
}
