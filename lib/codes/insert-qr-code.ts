import { getConfig } from "../config/env";
import { chargeCredits } from "../credits/charge-credits";
import { consumeStaticQuota } from "../credits/static-quota";
import { db } from "../db/client";
import { ApiError } from "../errors/api-error";
import type { Prisma } from "../db/generated/client";
import { isUniqueViolationOn } from "../db/is-prisma-error";
import { signalOutboxWrite } from "../events/outbox-signal";
import { writeOutboxEvent } from "../events/write-outbox-event";
import { claimSlug, isSlugViolation, slugTaken } from "./claim-link";
import type { CodeCreatorColumns } from "./code-creator";
import type { QrCodeView } from "./code-schemas";
import { generateShortCode } from "./generate-short-code";
import type { PreparedQrCode } from "./prepare-qr-code";
import { QR_CODE_SELECT, toQrCodeView } from "./to-qr-code-view";

const SHORT_CODE_ATTEMPTS = 4;

export interface InsertOptions {
  /** Ledger reason of the charge: qrcode.create, qrcode.clone or qrcode.batch. */
  reason: string;
  clonedFromId?: string;
  /** Who creates it (lib/codes/code-creator.ts). */
  creator: CodeCreatorColumns;
  /** Source of short codes (tests force a collision through it). */
  nextShortCode?: () => string;
}

/**
 * The one transaction that pays for a code and saves it: a dynamic code is charged
 * DYNAMIC_CODE_COST credits (403 CREDIT_EXHAUSTED), a static one takes a unit of the monthly quota
 * (403 STATIC_QUOTA_EXCEEDED); then the row and its `qrcode.created` outbox event. Charging first
 * takes the account's row lock before the code's foreign key does, so concurrent creates queue
 * instead of deadlocking. A short-code collision rolls everything back and retries with a new code.
 */
export async function insertQrCode(
  accountId: string,
  prepared: PreparedQrCode,
  options: InsertOptions,
): Promise<QrCodeView> {
  const prisma = await db();
  const cost = getConfig().DYNAMIC_CODE_COST;
  const nextShortCode = options.nextShortCode ?? generateShortCode;
  for (let attempt = 1; ; attempt++) {
    const shortCode = prepared.mode === "DYNAMIC" ? nextShortCode() : null;
    try {
      const view = await prisma.$transaction(
        async (tx) => {
          if (prepared.mode === "STATIC") await consumeStaticQuota(tx, accountId);
          else if (cost > 0)
            await chargeCredits(tx, {
              accountId,
              amount: cost,
              reason: options.reason,
              reference: shortCode ?? undefined,
            });
          const { smart, link, ...columns } = prepared;
          const slug = link ? (link.slug ?? shortCode) : null;
          if (link && slug) await claimSlug(tx, { ...link, slug }, null);
          const data = {
            ...columns,
            ...smart,
            styles: prepared.styles as Prisma.InputJsonValue,
            accountId,
            shortCode,
            domainId: link?.domainId ?? null,
            slug,
            clonedFromId: options.clonedFromId,
            ...options.creator,
          };
          const view = toQrCodeView(await tx.qrCode.create({ data, select: QR_CODE_SELECT }));
          await writeOutboxEvent(tx, {
            accountId,
            type: "qrcode.created",
            payload: view as unknown as Prisma.InputJsonValue,
          });
          return view;
        },
        { maxWait: 15_000, timeout: 15_000 },
      );
      signalOutboxWrite();
      return view;
    } catch (error) {
      // A slug of its own that is taken is the caller's to change; a short code (or the slug made
      // from it) that collides is retried with a new one.
      if (isSlugViolation(error) && prepared.link?.slug) throw slugTaken(prepared.link.hostname, prepared.link.slug);
      const heldByOldLink = error instanceof ApiError && error.code === "SLUG_TAKEN";
      if (heldByOldLink && prepared.link?.slug) throw error;
      const collided = isUniqueViolationOn(error, "shortCode") || isSlugViolation(error) || heldByOldLink;
      if (!collided || attempt >= SHORT_CODE_ATTEMPTS) throw error;
    }
  }
}
