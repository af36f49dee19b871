import type { z } from "zod";
import { CreateUserBody } from "../users/user-schemas";
import { createUser } from "../users/create-user";

export const SignUpBody = CreateUserBody;
export type SignUpInput = z.infer<typeof SignUpBody>;

/** Self-service sign-up: a new account with its starting credits (the first one is ADMIN). */
export async function signUp(input: SignUpInput) {
  const { id, name, email, createdAt } = await createUser(input);
  return { id, name, email, createdAt };
}
