import type { z } from "zod";
import { ApiError } from "../errors/api-error";
import { CreateUserBody } from "../users/user-schemas";
import { createUser } from "../users/create-user";

export const SignUpBody = CreateUserBody;
export type SignUpInput = z.infer<typeof SignUpBody>;

/** What sign-up answers, alike whether the email was new or already had an account. */
export interface SignUpAnswer {
  name: string;
  email: string;
  message: string;
}

export const SIGN_UP_MESSAGE =
  "If this email is new, your account is ready: sign in with this password. If it already had an account, that account is unchanged: sign in with its own password.";

/**
 * Self-service sign-up: a new account with its starting credits (the first one is ADMIN). An email
 * that already has an account gets the same answer as a new one, so the public page cannot be
 * used to learn which emails have accounts (the admin's POST /api/v1/users and the CLI still say
 * 409 CONFLICT: their callers may know). The cost is alike too: createUser hashes the password
 * before its insert finds the email taken, and both paths run the same transaction.
 */
export async function signUp(input: SignUpInput): Promise<SignUpAnswer> {
  const answer = { name: input.name, email: input.email, message: SIGN_UP_MESSAGE };
  try {
    await createUser(input);
  } catch (error) {
    if (!(error instanceof ApiError && error.code === "CONFLICT")) throw error;
    // The owner of the email should hear that someone tried to sign up with it, by mail: Codebeam
    // sends no mail yet (no SMTP settings in lib/config), so nothing is sent. Once it does, send
    // the "you already have an account" note here, without waiting for it (the answer's time must
    // not depend on the mail server).
  }
  return answer;
}
