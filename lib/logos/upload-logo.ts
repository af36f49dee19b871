import { db } from "../db/client";
import { ApiError, invalid } from "../errors/api-error";
import { decodeLogo, UndecodableLogoError } from "../render/decode-logo";
import { loadSharp } from "../render/sharp";
import { imageDataUrlBytes } from "../validation/image-data-url";
import { LOGO_REF_PREFIX, MAX_LOGOS_PER_ACCOUNT, type UploadLogoInput } from "./logo-schemas";

/**
 * logos.upload: a logo from the caller's device, decoded like a fetched one (EXIF rotation, first
 * frame, at most 1024 px) and kept as a PNG for the account. The same file twice is one logo.
 */
export async function uploadLogo(accountId: string, { image }: UploadLogoInput) {
  const logo = await decodeLogo(imageDataUrlBytes(image)).catch((error: unknown) => {
    throw error instanceof UndecodableLogoError ? invalid("image", error.message) : error;
  });
  const sharp = await loadSharp();
  const png = await sharp(logo.data, { raw: { width: logo.width, height: logo.height, channels: 4 } })
    .png()
    .toBuffer();
  const prisma = await db();
  const data = { accountId, id: logo.id, png: new Uint8Array(png), width: logo.width, height: logo.height };
  await prisma.$transaction(async (tx) => {
    // Storage is bounded per account; the account row lock makes count-then-insert exact (as for webhooks).
    await tx.$queryRaw`SELECT id FROM "Account" WHERE id = ${accountId} FOR UPDATE`;
    const where = { accountId_id: { accountId, id: logo.id } };
    if (await tx.uploadedLogo.findUnique({ where, select: { id: true } })) return;
    if ((await tx.uploadedLogo.count({ where: { accountId } })) >= MAX_LOGOS_PER_ACCOUNT) {
      throw new ApiError("CONFLICT", `An account keeps at most ${MAX_LOGOS_PER_ACCOUNT} uploaded logos.`);
    }
    await tx.uploadedLogo.create({ data, select: { id: true } });
  });
  return { id: logo.id, logo: `${LOGO_REF_PREFIX}${logo.id}`, width: logo.width, height: logo.height };
}
