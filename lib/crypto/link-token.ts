import { createHash, randomBytes } from "node:crypto";

/** 32 random bytes, base64url: the secret part of a one-time link, stored only as its SHA-256. */
export const newLinkToken = (): string => randomBytes(32).toString("base64url");

export const hashLinkToken = (token: string): string => createHash("sha256").update(token).digest("hex");
