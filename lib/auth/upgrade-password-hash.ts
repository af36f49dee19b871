import { db } from "../db/client";
import { hashPassword } from "./password";

/**
 * Replaces a user's password hash with a new hashPassword() of the password that just matched it
 * (see rehashable in password.ts). One conditional update: only while the stored hash is still
 * the one checked, so a password set in the meantime is never overwritten by the old one.
 * Returns whether the hash was replaced.
 */
export async function upgradePasswordHash(userId: string, checkedHash: string, password: string): Promise<boolean> {
  const passwordHash = await hashPassword(password);
  const { count } = await (await db()).user.updateMany({
    where: { id: userId, passwordHash: checkedHash },
    data: { passwordHash },
  });
  return count > 0;
}
