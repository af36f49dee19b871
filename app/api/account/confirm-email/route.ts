import { withApi } from "@/lib/api/with-api";
import { confirmEmailChange } from "@/lib/email-change/confirm-email-change";
import { ConfirmEmailBody } from "@/lib/email-change/email-change-schemas";

// POST /api/account/confirm-email — applies a pending email change through the token of the link
// mailed to the new address; 400 naming `token` when the link is unknown, used or expired, 409
// naming `email` when another account took the address meanwhile.
export const POST = withApi({ auth: "public", body: ConfirmEmailBody, status: 200 }, async ({ body }) =>
  confirmEmailChange(body.token),
);
