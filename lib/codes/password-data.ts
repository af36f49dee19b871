import { hashPassword } from "../auth/password";

/** A short link's password as stored: its hashPassword() hash (null clears it, undefined leaves it). */
export async function passwordData(password: string | null | undefined): Promise<{ passwordHash?: string | null }> {
  if (password === undefined) return {};
  return { passwordHash: password === null ? null : await hashPassword(password) };
}
