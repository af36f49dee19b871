import { findUserByEmail } from "../users/find-user-by-email";
import { burnPasswordCheck, rehashable, verifyPasswordEvenly } from "./password";
import { upgradePasswordHash } from "./upgrade-password-hash";

export interface SignedInUser {
  id: string;
  name: string;
  email: string;
}

/**
 * Email + password check; the same answer (and the same cost) whichever part is wrong. A right
 * password over an older hash (bcrypt) has its hash replaced by argon2id on the way.
 */
export async function verifyCredentials(email: string, password: string): Promise<SignedInUser | null> {
  if (!email || !password || password.length > 128) return null;
  const user = await findUserByEmail(email);
  if (!user) {
    await burnPasswordCheck(password);
    return null;
  }
  if (!(await verifyPasswordEvenly(password, user.passwordHash))) return null;
  if (rehashable(password, user.passwordHash)) {
    // The sign-in stands even if the upgrade fails: the old hash is still valid, and the next
    // sign-in tries again.
    await upgradePasswordHash(user.id, user.passwordHash, password).catch((error: unknown) =>
      console.error("sign-in: could not upgrade the password hash:", (error as Error).message),
    );
  }
  return { id: user.id, name: user.name, email: user.email };
}
