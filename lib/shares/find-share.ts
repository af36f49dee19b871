import { db } from "../db/client";
import { SAVED_IMAGE_SELECT } from "../codes/render-saved-code";
import { hashShareToken, SHARE_TOKEN_PATTERN } from "./share-token";

/** The columns of a shared code the public page, its image and its badge may read. */
const SHARED_CODE_SELECT = {
  id: true,
  name: true,
  targetUrl: true,
  createdAt: true,
  scanCount: true,
  ...SAVED_IMAGE_SELECT,
} as const;

/**
 * The live share of a token and its code, or null: an unknown, malformed, revoked or expired token
 * and a deleted code look the same. Read from the database on every request and never cached in
 * the process, so a revoke holds at once on every instance.
 */
export async function findShare(token: string, now = new Date()) {
  if (!SHARE_TOKEN_PATTERN.test(token)) return null;
  const prisma = await db();
  const share = await prisma.shareLink.findFirst({
    where: {
      tokenHash: hashShareToken(token),
      revokedAt: null,
      OR: [{ expiresAt: null }, { expiresAt: { gt: now } }],
      qrCode: { status: { not: "DELETED" }, mode: { not: "STATIC" } },
    },
    select: { showTarget: true, qrCode: { select: SHARED_CODE_SELECT } },
  });
  return share;
}
export type FoundShare = NonNullable<Awaited<ReturnType<typeof findShare>>>;

/** The code's live share link, for the dashboard's control (no token: only its hash is kept). */
export async function findLiveShare(accountId: string, qrCodeId: string, now = new Date()) {
  const prisma = await db();
  const share = await prisma.shareLink.findFirst({
    where: {
      qrCodeId,
      qrCode: { accountId },
      revokedAt: null,
      OR: [{ expiresAt: null }, { expiresAt: { gt: now } }],
    },
    select: { createdAt: true, expiresAt: true, showTarget: true },
  });
  return (
    share && {
      createdAt: share.createdAt.toISOString(),
      expiresAt: share.expiresAt?.toISOString() ?? null,
      showTarget: share.showTarget,
    }
  );
}
