import { createHash, randomBytes } from "node:crypto";

export const RESET_LINK_MINUTES = 30;

/** 32 random bytes, base64url: the secret part of a reset link, stored only as its SHA-256. */
export const newResetToken = (): string => randomBytes(32).toString("base64url");

export const hashResetToken = (token: string): string => createHash("sha256").update(token).digest("hex");
