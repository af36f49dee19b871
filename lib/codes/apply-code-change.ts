import { db } from "../db/client";
import type { Prisma } from "../db/generated/client";
import { isPrismaError } from "../db/is-prisma-error";
import { ApiError } from "../errors/api-error";
import { forgetCachedCode } from "../short-links/forget-cached-code";
import { type Actor, SYSTEM_ACTOR } from "./actor";
import { isSlugViolation } from "./claim-link";
import { CODE_LINK_SELECT, linkView, withShortLink } from "./code-link";
import { type LinkChange, moveCodeLink } from "./move-code-link";
import { effectiveStatus, SMART_SELECT, smartView } from "./smart-columns";
import { changedFields, ROUTING_SELECT, snapshotOf, writeCodeVersion } from "./write-code-version";

const notFound = () => new ApiError("NOT_FOUND", "QR code not found.");

const CHANGED_SELECT = {
  id: true,
  name: true,
  tags: true,
  status: true,
  templateUsed: true,
  updatedAt: true,
  ...SMART_SELECT,
  ...ROUTING_SELECT,
  ...CODE_LINK_SELECT,
} satisfies Prisma.QrCodeSelect;

/**
 * Changes a live code in one transaction and, when anything that decides where scans go changed,
 * appends a version (the first change also keeps the state before it, as version 1). The row is
 * locked first, so concurrent changes of one code are diffed and numbered in order; a concurrent
 * delete wins (404).
 */
export async function applyCodeChange(
  accountId: string,
  id: string,
  data: Prisma.QrCodeUpdateInput,
  actor: Actor,
  label?: string,
  link: LinkChange = {},
) {
  const prisma = await db();
  try {
    const updated = await prisma.$transaction(
      async (tx) => {
        await tx.$queryRaw`SELECT 1 FROM "QrCode" WHERE "id" = ${id} FOR UPDATE`;
        const before = await tx.qrCode.findFirst({
          where: { id, accountId, status: { not: "DELETED" } },
          select: { ...ROUTING_SELECT, createdAt: true },
        });
        if (!before) throw notFound();
        const moved = await moveCodeLink(tx, accountId, id, link);
        const after = await tx.qrCode.update({
          where: { id, accountId, status: { not: "DELETED" } },
          data: { ...data, ...moved },
          select: CHANGED_SELECT,
        });
        const changes = changedFields(snapshotOf(before), snapshotOf(after));
        if (changes.length > 0) {
          // The state before the first change is version 1, the code as created, dated when it was.
          if ((await tx.qrCodeVersion.count({ where: { qrCodeId: id } })) === 0) {
            await writeCodeVersion(tx, id, snapshotOf(before), ["created"], SYSTEM_ACTOR, before.createdAt);
          }
          await writeCodeVersion(tx, id, snapshotOf(after), label ? [label, ...changes] : changes, actor);
        }
        return after;
      },
      { maxWait: 15_000, timeout: 15_000 },
    );
    forgetCachedCode(id);
    const { id: codeId, targetUrl, name, tags, templateUsed, updatedAt } = updated;
    return {
      id: codeId,
      targetUrl,
      name,
      tags,
      status: effectiveStatus(updated),
      templateUsed,
      updatedAt: updatedAt.toISOString(),
      ...withShortLink(updated),
      ...linkView(updated),
      ...smartView(updated),
    };
  } catch (error) {
    if (isSlugViolation(error))
      throw new ApiError(
        "SLUG_TAKEN",
        `The slug ${link.slug ?? "of this code"} is taken on that domain: choose another.`,
      );
    throw isPrismaError(error, "P2025") ? notFound() : error;
  }
}
