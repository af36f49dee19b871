import { db } from "../db/client";
import { ApiError } from "../errors/api-error";
import { renderQr } from "../render/render-image";
import { newTotpSecret, totpBox, totpUri } from "./totp";

/**
 * Begins enrolment: a new secret, kept (encrypted) as pending until a code from it is confirmed,
 * returned with its otpauth URI and that URI as a QR code. Starting again replaces the pending
 * secret. While two-factor sign-in is on, it must be disabled first (409).
 */
export async function startTwoFactor(userId: string) {
  const client = await db();
  const user = await client.user.findUniqueOrThrow({
    where: { id: userId },
    select: { email: true, totpSecret: true },
  });
  if (user.totpSecret) throw new ApiError("CONFLICT", "Two-factor sign-in is already on; turn it off first.");
  const secret = newTotpSecret();
  await client.user.update({ where: { id: userId }, data: { totpPendingSecret: totpBox.seal(secret) } });
  const otpauthUri = totpUri(user.email, secret);
  const image = await renderQr({ content: otpauthUri, format: "svg", size: 240, errorCorrectionLevel: "M" });
  const qrSvg = image.body.toString("utf8");
  return { secret, otpauthUri, qrSvg, qrDataUri: `data:image/svg+xml;base64,${image.body.toString("base64")}` };
}
