import { db } from "../db/client";
import { Prisma } from "../db/generated/client";
import { ApiError } from "../errors/api-error";
import type { Actor } from "./actor";
import { applyCodeChange } from "./apply-code-change";
import { getQrCodeOrThrow } from "./get-qr-code-or-throw";
import type { RoutingSnapshot } from "./write-code-version";

const json = (value: unknown) => (value === null ? Prisma.DbNull : (value as Prisma.InputJsonValue));
const instant = (value: string | null) => (value === null ? null : new Date(value));

/**
 * Rollback: makes a code route as it did after version `version` (target, schedule, limit,
 * fallback, rules, UTM, password), recorded as a new version. Name and status are left as they are.
 */
export async function restoreCodeVersion(accountId: string, id: string, version: number, actor: Actor) {
  await getQrCodeOrThrow(accountId, id, { id: true });
  const prisma = await db();
  const stored = await prisma.qrCodeVersion.findUnique({
    where: { qrCodeId_version: { qrCodeId: id, version } },
    select: { snapshot: true },
  });
  if (!stored) {
    // A code never changed has only version 1, itself: restoring it changes nothing.
    if (version === 1 && (await prisma.qrCodeVersion.count({ where: { qrCodeId: id } })) === 0)
      return applyCodeChange(accountId, id, {}, actor);
    throw new ApiError("NOT_FOUND", `Version ${version} of this QR code not found.`);
  }
  const state = stored.snapshot as RoutingSnapshot;
  const data = {
    targetUrl: state.targetUrl,
    validFrom: instant(state.validFrom),
    expiresAt: instant(state.expiresAt),
    fallbackUrl: state.fallbackUrl,
    maxScans: state.maxScans,
    rules: json(state.rules),
    utm: json(state.utm),
    passwordHash: state.passwordHash,
  };
  return applyCodeChange(accountId, id, data, actor, `restored:v${version}`);
}
