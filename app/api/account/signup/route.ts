import { withApi } from "@/lib/api/with-api";
import { SignUpBody, signUp } from "@/lib/auth/sign-up";

// POST /api/account/signup — create an account from the sign-up page (rate limited per IP). 201 with
// the same body whether the email was new or already had an account (lib/auth/sign-up.ts).
export const POST = withApi({ auth: "public", body: SignUpBody, status: 201 }, async ({ body }) => signUp(body));
