import { hash as argon2Hash, verify as argon2Verify, parseOptions } from "@node-rs/argon2";
import bcrypt from "bcryptjs";
import { z } from "zod";

export const PasswordSchema = z
  .string()
  .min(8, "must be at least 8 characters")
  .max(128, "must be at most 128 characters");

// New hashes are argon2id, which reads the whole password: bcrypt reads only its first 72 bytes,
// so a 128-character password differing after byte 72 matched a bcrypt hash anyway. The numbers
// are OWASP's recommended minimum for argon2id (19 MiB, 2 passes, 1 lane): the memory each guess
// needs is what makes guessing on GPUs costly, and more would only make sign-in slower for
// nothing. Each check runs on a libuv worker thread (the async functions), never on the event
// loop; with libuv's default 4 threads at most 4 × 19 MiB are in use at once.
const ARGON2ID = 2; // Algorithm.Argon2id: the package's enum is a const enum, which isolatedModules cannot read
const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
const ARGON2_VERSION_0X13 = 1; // Version.V0x13, the current one (same const enum reason)

const isArgon2id = (hash: string) => hash.startsWith("$argon2id$");
// Hashes made before argon2id (and by other bcrypt implementations, $2a$/$2y$) stay valid.
const isBcrypt = (hash: string) => /^\$2[aby]\$/.test(hash);

export const hashPassword = (password: string): Promise<string> => argon2Hash(password, ARGON2_OPTIONS);

/** Whether the password matches the hash, argon2id or bcrypt (told by the hash's prefix). */
export async function verifyPassword(password: string, hash: string): Promise<boolean> {
  if (isArgon2id(hash)) return argon2Verify(hash, password).catch(() => false);
  if (isBcrypt(hash)) return bcrypt.compare(password, hash).catch(() => false);
  return false; // no hash this code made: nothing matches it
}

/** Whether a stored hash is older than hashPassword's current kind and settings (see rehashable). */
export function needsRehash(hash: string): boolean {
  if (!isArgon2id(hash)) return true;
  try {
    const { memoryCost, timeCost, parallelism, version } = parseOptions(hash);
    return (
      memoryCost !== ARGON2_OPTIONS.memoryCost ||
      timeCost !== ARGON2_OPTIONS.timeCost ||
      parallelism !== ARGON2_OPTIONS.parallelism ||
      version !== ARGON2_VERSION_0X13
    );
  } catch {
    return true;
  }
}

/**
 * Whether a password that verifyPassword just accepted may replace the hash. Not when bcrypt saw
 * only part of it (over 72 bytes): the bytes after the 72nd may be a typo, or a guess, and hashing
 * them would lock the owner out of their real password. Such a hash stays until the password is
 * set again.
 */
export const rehashable = (password: string, hash: string): boolean =>
  needsRehash(hash) && !(isBcrypt(hash) && bcrypt.truncates(password));

const BCRYPT_COST = 10; // the cost every bcrypt hash of this app was made with

const DUMMY_PASSWORD = "codebeam-timing-equaliser";

// Compared against when no user matches (and beside every real check, see verifyPasswordEvenly).
// Made on first use: hashing at import would cost every process that loads this module. A failure
// is not kept, so the next check tries again.
let dummies: Promise<{ argon2: string; bcrypt: string }> | undefined;
async function dummyHashes() {
  dummies ??= Promise.all([hashPassword(DUMMY_PASSWORD), bcrypt.hash(DUMMY_PASSWORD, BCRYPT_COST)]).then(
    ([argon2, bcryptHash]) => ({
      argon2,
      bcrypt: bcryptHash,
    }),
  );
  return dummies.catch((error: unknown) => {
    dummies = undefined;
    throw error;
  });
}

/**
 * verifyPassword at one cost whatever the stored hash is, or when there is none (an unknown
 * email): an argon2id and a bcrypt check always run side by side, one of them against a dummy.
 * bcryptjs is several times slower than argon2id here, so checking only the stored kind would
 * tell accounts not yet rehashed from unknown emails by the time the answer takes.
 */
export async function verifyPasswordEvenly(password: string, hash: string | undefined): Promise<boolean> {
  const dummy = await dummyHashes();
  const bcryptStored = hash !== undefined && isBcrypt(hash);
  const [argon2Match, bcryptMatch] = await Promise.all([
    verifyPassword(password, hash !== undefined && !bcryptStored ? hash : dummy.argon2),
    verifyPassword(password, bcryptStored ? hash : dummy.bcrypt),
  ]);
  if (hash === undefined) return false;
  return bcryptStored ? bcryptMatch : argon2Match;
}

/** The cost of a password check without an account to check it against. */
export const burnPasswordCheck = (password: string) => verifyPasswordEvenly(password, undefined);
