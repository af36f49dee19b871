import { withApi } from "@/lib/api/with-api";
import { ForgotPasswordBody } from "@/lib/password-reset/password-reset-schemas";
import { requestPasswordReset } from "@/lib/password-reset/request-password-reset";

// POST /api/account/forgot-password — mails a one-time reset link (lib/password-reset); the same
// answer whether the email has an account or not. 404 when the server sends no mail (no SMTP_URL).
export const POST = withApi({ auth: "public", body: ForgotPasswordBody, status: 200 }, async ({ body, caller }) =>
  requestPasswordReset(body.email, caller.ip),
);
