import { withApi } from "@/lib/api/with-api";
import { CreateQrCodeBody, ListQrCodesQuery } from "@/lib/codes/code-schemas";
import { createQrCode } from "@/lib/codes/create-qr-code";
import { listQrCodes } from "@/lib/codes/list-qr-codes";

// GET /api/v1/qrcodes — the account's saved codes, newest first, with paging and filters
export const GET = withApi({ auth: "key-or-session", permission: "qrcode:generate", query: ListQrCodesQuery }, async ({ caller, query }) =>
  listQrCodes(caller.accountId, query),
);

// POST /api/v1/qrcodes — create and save a code (dynamic: 10 credits; static: monthly quota)
export const POST = withApi(
  { auth: "key-or-session", permission: "qrcode:create", body: CreateQrCodeBody, status: 201, idempotent: true },
  async ({ caller, body }) => createQrCode(caller, body),
);
