import { hash as argon2Hash } from "@node-rs/argon2";
import bcrypt from "bcryptjs";
import { describe, expect, it } from "vitest";
import { hashPassword, needsRehash, verifyPassword } from "@/lib/auth/password";
import { passwordData } from "@/lib/codes/password-data";

// 72 bytes are all bcrypt ever read of a password; the rest of these differ only after them.
const PREFIX = "P".repeat(72);
const REAL = `${PREFIX}-the-real-secret-suffix`;
const WRONG = `${PREFIX}WRONG`;

describe("password hashes", () => {
  it("a short link's stored password is refused when it differs only after byte 72", async () => {
    const { passwordHash } = await passwordData(REAL);
    expect(passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(REAL, passwordHash!)).toBe(true);
    expect(await verifyPassword(WRONG, passwordHash!)).toBe(false);
    expect(await verifyPassword(PREFIX, passwordHash!)).toBe(false);
  });

  it("counts multi-byte characters whole past byte 72", async () => {
    const real = `${"é".repeat(40)}a`; // 81 bytes
    const hash = await hashPassword(real);
    expect(await verifyPassword(real, hash)).toBe(true);
    expect(await verifyPassword(`${"é".repeat(40)}b`, hash)).toBe(false);
  });

  it("still accepts bcrypt hashes made before ($2a$, $2b$, $2y$), and marks them for a rehash", async () => {
    const made = bcrypt.hashSync("old password", 10);
    for (const prefix of ["$2a$", "$2b$", "$2y$"]) {
      const hash = prefix + made.slice(4);
      expect(await verifyPassword("old password", hash)).toBe(true);
      expect(await verifyPassword("old passwore", hash)).toBe(false);
      expect(needsRehash(hash)).toBe(true);
    }
  });

  it("needs no rehash for its own hashes, one for argon2id made with other settings", async () => {
    expect(needsRehash(await hashPassword("a new password"))).toBe(false);
    const weaker = await argon2Hash("a new password", { memoryCost: 4096, timeCost: 3, parallelism: 1 });
    expect(weaker).toMatch(/^\$argon2id\$v=19\$m=4096,t=3,p=1\$/);
    expect(await verifyPassword("a new password", weaker)).toBe(true);
    expect(needsRehash(weaker)).toBe(true);
  });

  it("matches nothing against a value that is no hash of ours", async () => {
    for (const hash of ["", "plain text", "$argon2id$broken", "$2b$10$short"])
      expect(await verifyPassword("plain text", hash)).toBe(false);
  });
});
