import type { AuthenticatedCaller } from "../auth/caller";
import { callerImageCap } from "../generate/caller-image-cap";
import { creatorColumnsOf } from "./code-creator";
import type { CreateQrCodeInput, QrCodeView } from "./code-schemas";
import { insertQrCode } from "./insert-qr-code";
import { prepareQrCode } from "./prepare-qr-code";

export type CreatedQrCode = Pick<
  QrCodeView,
  "id" | "shortLink" | "domain" | "slug" | "templateUsed" | "matchedKeywords" | "styles" | "imageUrl"
>;

export function toCreatedView({
  id,
  shortLink,
  domain,
  slug,
  templateUsed,
  matchedKeywords,
  styles,
  imageUrl,
}: QrCodeView): CreatedQrCode {
  return { id, ...(shortLink ? { shortLink } : {}), domain, slug, templateUsed, matchedKeywords, styles, imageUrl };
}

/** qrcodes.create: validated and drawable first, then charged and saved in one transaction. */
export async function createQrCode(caller: AuthenticatedCaller, input: CreateQrCodeInput): Promise<CreatedQrCode> {
  const prepared = await prepareQrCode(input, { accountId: caller.accountId, imageCap: callerImageCap(caller) });
  return toCreatedView(
    await insertQrCode(caller.accountId, prepared, { reason: "qrcode.create", creator: creatorColumnsOf(caller) }),
  );
}
