import type { AuthenticatedCaller } from "../auth/caller";
import type { ApiError } from "../errors/api-error";
import { parseWith } from "../errors/parse-with";
import { toApiError } from "../errors/to-api-error";
import { callerImageCap } from "../generate/caller-image-cap";
import { creatorColumnsOf } from "./code-creator";
import { CreateQrCodeBody } from "./code-schemas";
import { insertQrCode } from "./insert-qr-code";
import { prepareQrCode } from "./prepare-qr-code";

export interface BatchItemResult {
  index: number;
  success: boolean;
  data?: { id: string; shortLink?: string; templateUsed: string };
  error?: string;
}

/** A readable reason naming the field, e.g. "content: must be an http or https URL …". */
function describe(error: ApiError): string {
  return error.details?.length
    ? error.details.map((detail) => `${detail.field}: ${detail.message}`).join("; ")
    : error.message;
}

/**
 * qrcodes.batchCreate: every item is checked on its own (all at once, as rendering and logo
 * fetches take a while), then saved in index order, each in its own transaction, so an invalid
 * item, credits running out or the static quota being reached fails that item and no other.
 */
export async function batchCreateQrCodes(caller: AuthenticatedCaller, items: unknown[]) {
  const imageCap = callerImageCap(caller);
  const creator = creatorColumnsOf(caller);
  const prepared = await Promise.allSettled(
    items.map(async (item) =>
      prepareQrCode(parseWith(CreateQrCodeBody, item, "item"), { accountId: caller.accountId, imageCap }),
    ),
  );
  const results: BatchItemResult[] = [];
  for (const [index, outcome] of prepared.entries()) {
    try {
      if (outcome.status === "rejected") throw outcome.reason;
      const code = await insertQrCode(caller.accountId, outcome.value, { reason: "qrcode.batch", creator });
      const data = {
        id: code.id,
        ...(code.shortLink ? { shortLink: code.shortLink } : {}),
        templateUsed: code.templateUsed,
      };
      results.push({ index, success: true, data });
    } catch (error) {
      results.push({ index, success: false, error: describe(toApiError(error)) });
    }
  }
  const succeeded = results.filter((result) => result.success).length;
  return { total: items.length, succeeded, failed: items.length - succeeded, results };
}
