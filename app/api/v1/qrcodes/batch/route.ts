import { withApi } from "@/lib/api/with-api";
import { batchCreateQrCodes } from "@/lib/codes/batch-create-qr-codes";
import { BatchCreateBody } from "@/lib/codes/code-schemas";

// POST /api/v1/qrcodes/batch — create up to 20 codes; each item succeeds or fails on its own
export const POST = withApi({ auth: "key-or-session", permission: "qrcode:create", body: BatchCreateBody, idempotent: true }, async ({ caller, body }) =>
  batchCreateQrCodes(caller, body.items),
);
