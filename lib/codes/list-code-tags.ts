import { db } from "../db/client";

/** tags.list: every tag on the account's live codes with how many carry it, most used first. */
export async function listCodeTags(accountId: string) {
  const prisma = await db();
  const rows = await prisma.$queryRaw<{ tag: string; count: number }[]>`
    SELECT t.tag, count(*)::int AS count
    FROM "QrCode" q, unnest(q."tags") AS t(tag)
    WHERE q."accountId" = ${accountId} AND q."deletedAt" IS NULL AND q."status" <> 'DELETED'
    GROUP BY t.tag
    ORDER BY count DESC, t.tag ASC
    LIMIT 500`;
  return { data: rows.map(({ tag, count }) => ({ tag, count: Number(count) })) };
}
