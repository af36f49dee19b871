import type { AuthenticatedCaller } from "../auth/caller";
import { ApiError } from "../errors/api-error";
import { parseWith } from "../errors/parse-with";
import { callerImageCap } from "../generate/caller-image-cap";
import { QrStyle } from "../render/style-schema";
import { creatorColumnsOf } from "./code-creator";
import { type CloneQrCodeInput, CreateQrCodeBody, MAX_NAME_LENGTH } from "./code-schemas";
import { getQrCodeOrThrow } from "./get-qr-code-or-throw";
import { insertQrCode } from "./insert-qr-code";
import { prepareQrCode } from "./prepare-qr-code";

const SUFFIX = " (copy)";

const copyName = (name: string | null) => (name ? `${name.slice(0, MAX_NAME_LENGTH - SUFFIX.length)}${SUFFIX}` : null);

/**
 * qrcodes.clone: a new code with the original's mode, template, styles, logo and level; `content`
 * and `name` may change. Paid for like a create. AI codes are refused: they must be regenerated.
 */
export async function cloneQrCode(caller: AuthenticatedCaller, id: string, body: CloneQrCodeInput) {
  const original = await getQrCodeOrThrow(caller.accountId, id, {
    id: true,
    name: true,
    tags: true,
    mode: true,
    content: true,
    templateUsed: true,
    matchedKeywords: true,
    styles: true,
    logoUrl: true,
    errorCorrectionLevel: true,
    size: true,
    domain: { select: { hostname: true, status: true } },
  });
  if (original.mode === "AI") {
    throw new ApiError(
      "AI_CODE_NOT_CLONABLE",
      `This is an AI code, which cannot be cloned: it must be regenerated. POST /api/v1/qrcodes/${original.id}/regenerate makes a new image under the same short link, or POST /api/v1/qrcodes/ai a new AI code.`,
      [{ field: "id", message: "is an AI code; use POST /api/v1/qrcodes/{id}/regenerate" }],
    );
  }
  const imageCap = callerImageCap(caller);
  const input = parseWith(
    CreateQrCodeBody,
    {
      content: body.content ?? original.content,
      mode: original.mode,
      logo: original.logoUrl ?? undefined,
      errorCorrectionLevel: original.errorCorrectionLevel,
      size: Math.min(original.size, imageCap),
      // A clone's link goes on the original's domain (with a slug of its own) while it serves links.
      ...(original.domain && original.domain.status !== "PENDING" ? { domain: original.domain.hostname } : {}),
    },
    "body",
  );
  const design = {
    templateUsed: original.templateUsed,
    matchedKeywords: original.matchedKeywords,
    styles: QrStyle.parse(original.styles),
  };
  const prepared = await prepareQrCode(input, { accountId: caller.accountId, imageCap }, design);
  prepared.tags = original.tags;
  prepared.name = body.name === undefined ? copyName(original.name) : body.name || null;
  const clone = await insertQrCode(caller.accountId, prepared, {
    reason: "qrcode.clone",
    clonedFromId: original.id,
    creator: creatorColumnsOf(caller),
  });
  return {
    id: clone.id,
    clonedFrom: original.id,
    name: clone.name,
    ...(clone.shortLink ? { shortLink: clone.shortLink } : {}),
  };
}
