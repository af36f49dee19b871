import { ApiError } from "../../lib/api/errors";
import { findUserByEmail } from "../../lib/users/find-user-by-email";

/** The user an admin command names by email, or a clear refusal. */
export async function requireUser(email: string) {
  const user = await findUserByEmail(email);
  if (!user) throw new ApiError("NOT_FOUND", `No user with the email ${email}.`);
  return user;
}
