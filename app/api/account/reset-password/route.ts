import { withApi } from "@/lib/api/with-api";
import { ResetPasswordBody } from "@/lib/password-reset/password-reset-schemas";
import { resetPassword } from "@/lib/password-reset/reset-password";

// POST /api/account/reset-password — sets a new password through a reset link's token and signs the
// user out everywhere; 400 naming `token` when the link is unknown, used or expired.
export const POST = withApi({ auth: "public", body: ResetPasswordBody, status: 200 }, async ({ body }) =>
  resetPassword(body.token, body.password),
);
