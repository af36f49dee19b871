import { secretBox } from "../crypto/secret-box";

// Signing needs the webhook secret in clear, so it is encrypted at rest (lib/crypto/secret-box.ts),
// so a database dump or backup alone does not let anyone forge deliveries.
const box = secretBox("webhook signing secrets v1");

export const encryptSecret = (secret: string): string => box.seal(secret);
export const decryptSecret = (sealed: string): string => box.open(sealed);
