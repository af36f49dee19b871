import { findUserByEmail } from "../users/find-user-by-email";
import { burnPasswordCheck, verifyPassword } from "./password";

export interface SignedInUser {
  id: string;
  name: string;
  email: string;
}

/** Email + password check; the same answer (and the same cost) whichever part is wrong. */
export async function verifyCredentials(email: string, password: string): Promise<SignedInUser | null> {
  if (!email || !password || password.length > 128) return null;
  const user = await findUserByEmail(email);
  if (!user) {
    await burnPasswordCheck(password);
    return null;
  }
  if (!(await verifyPassword(password, user.passwordHash))) return null;
  return { id: user.id, name: user.name, email: user.email };
}
