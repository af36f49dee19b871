import { withApi } from "@/lib/api/with-api";
import { cloneQrCode } from "@/lib/codes/clone-qr-code";
import { CloneQrCodeBody, QrCodeIdParams } from "@/lib/codes/code-schemas";
import { parseOptionalBody } from "@/lib/codes/parse-optional-body";

// POST /api/v1/qrcodes/{id}/clone — a copy with the same template and styles (charged like a create)
export const POST = withApi(
  { auth: "key-or-session", permission: "qrcode:create", params: QrCodeIdParams, status: 201, idempotent: true },
  async ({ caller, params, request }) => cloneQrCode(caller, params.id, await parseOptionalBody(request, CloneQrCodeBody)),
);
