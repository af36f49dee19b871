import { db } from "../db/client";
import { ApiError, invalid } from "../errors/api-error";
import type { ChangeCodeTagsInput } from "./bulk-tag-schemas";
import { MAX_TAGS } from "./tag-schemas";

/** A code's tags after the change: removed ones out, added ones at the end, each once. */
export const retag = (tags: string[], add: string[], remove: string[]) => [
  ...new Set([...tags.filter((tag) => !remove.includes(tag) || add.includes(tag)), ...add]),
];

/**
 * qrcodes.changeTags: adds and removes tags on several of the account's codes in one transaction.
 * An id that is unknown, deleted or another account's (404), or a code that would pass the tag
 * limit (400), fails the whole request and changes nothing.
 */
export async function changeCodeTags(accountId: string, { ids, add = [], remove = [] }: ChangeCodeTagsInput) {
  const prisma = await db();
  return prisma.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT 1 FROM "QrCode" WHERE "id" = ANY(${ids}) AND "accountId" = ${accountId} FOR UPDATE`;
    const rows = await tx.qrCode.findMany({
      where: { id: { in: ids }, accountId, deletedAt: null, status: { not: "DELETED" } },
      select: { id: true, tags: true },
    });
    const byId = new Map(rows.map((row) => [row.id, row.tags]));
    const missing = ids.findIndex((id) => !byId.has(id));
    if (missing >= 0)
      throw new ApiError("NOT_FOUND", "QR code not found.", [
        { field: `ids[${missing}]`, message: "is not one of your codes" },
      ]);
    const data: { id: string; tags: string[] }[] = [];
    let updated = 0;
    for (const [index, id] of ids.entries()) {
      const before = byId.get(id) ?? [];
      const tags = retag(before, add, remove);
      if (tags.length > MAX_TAGS)
        throw invalid("add", `would give ids[${index}] ${tags.length} tags; a code takes at most ${MAX_TAGS}`);
      if (tags.join("\n") !== before.join("\n")) {
        await tx.qrCode.update({ where: { id }, data: { tags }, select: { id: true } });
        updated++;
      }
      data.push({ id, tags });
    }
    return { updated, data };
  });
}
