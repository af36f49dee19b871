import type { QrCodeView } from "./code-schemas";
import { getQrCodeOrThrow } from "./get-qr-code-or-throw";
import { QR_CODE_SELECT, toQrCodeView } from "./to-qr-code-view";

/** GET /api/v1/qrcodes/{id}: the full resource of one of the account's codes, or 404. */
export async function getQrCode(accountId: string, id: string): Promise<QrCodeView> {
  return toQrCodeView(await getQrCodeOrThrow(accountId, id, QR_CODE_SELECT));
}
