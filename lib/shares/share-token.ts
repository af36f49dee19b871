import { createHash, randomBytes } from "node:crypto";
import { getConfig } from "../config/env";

/** 24 random bytes: 192 bits, 32 base64url characters. */
const TOKEN_BYTES = 24;
/** What a token looks like; anything else is not looked up. */
export const SHARE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;

/** A fresh share token; the clear token is answered once and only its hash is stored. */
export const newShareToken = (): string => randomBytes(TOKEN_BYTES).toString("base64url");

/** The stored form of a token (SHA-256, hex), as API keys are kept (lib/keys/key-format.ts). */
export const hashShareToken = (token: string): string => createHash("sha256").update(token).digest("hex");

/** The public page of a token: `{APP_URL}/p/<token>`. */
export const sharePageUrl = (token: string): string => `${getConfig().APP_URL.replace(/\/+$/, "")}/p/${token}`;
