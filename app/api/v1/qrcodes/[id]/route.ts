import { withApi } from "@/lib/api/with-api";
import { QrCodeIdParams, UpdateQrCodeBody } from "@/lib/codes/code-schemas";
import { deleteQrCode } from "@/lib/codes/delete-qr-code";
import { getQrCode } from "@/lib/codes/get-qr-code";
import { updateQrCode } from "@/lib/codes/update-qr-code";

// GET /api/v1/qrcodes/{id} — one saved code, in full
export const GET = withApi({ auth: "key-or-session", permission: "qrcode:generate", params: QrCodeIdParams }, async ({ caller, params }) =>
  getQrCode(caller.accountId, params.id),
);

// PATCH /api/v1/qrcodes/{id} — change a dynamic code's target, name or status
export const PATCH = withApi(
  { auth: "key-or-session", permission: "qrcode:create", params: QrCodeIdParams, body: UpdateQrCodeBody },
  async ({ caller, params, body }) => updateQrCode(caller.accountId, params.id, body),
);

// DELETE /api/v1/qrcodes/{id} — soft-delete a code; its short link stops working
export const DELETE = withApi({ auth: "key-or-session", permission: "qrcode:create", params: QrCodeIdParams }, async ({ caller, params }) =>
  deleteQrCode(caller.accountId, params.id),
);
