import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import { decryptSecret, encryptSecret } from "@/lib/webhooks/secret-box";
import { newWebhookSecret } from "@/lib/webhooks/sign-delivery";

const SECRET = newWebhookSecret();
const OTHER_KEY = "another-webhook-secret-key-0123456789abcdefgh";

/** A box is `v1.<iv>.<tag>.<ciphertext>`, each part base64url. */
const parts = (box: string) => {
  const [version, iv, tag, sealed] = box.split(".");
  return { version, iv, tag, sealed };
};
/** Changes the first character of one part (the first, since a last one may carry only padding bits). */
const tamper = (box: string, index: 1 | 2 | 3) =>
  box
    .split(".")
    .map((part, i) => (i === index ? (part[0] === "A" ? "B" : "A") + part.slice(1) : part))
    .join(".");

/**
 * lib/config/secrets.ts caches its secrets and has no reset, so the key cannot be changed under the
 * module already loaded. A fresh copy of the module graph, loaded while WEBHOOK_SECRET_KEY is
 * another value, stands in for a server started with another key.
 */
async function boxUnderKey(key: string) {
  const saved = process.env.WEBHOOK_SECRET_KEY;
  process.env.WEBHOOK_SECRET_KEY = key;
  try {
    vi.resetModules();
    const fresh = await import("@/lib/webhooks/secret-box");
    fresh.encryptSecret("warm up"); // reads and caches the key now, while the variable holds it
    return fresh;
  } finally {
    process.env.WEBHOOK_SECRET_KEY = saved;
  }
}

describe("secret box", () => {
  it("round-trips a whsec_ secret", () => {
    expect(decryptSecret(encryptSecret(SECRET))).toBe(SECRET);
  });

  it("round-trips any non-empty text", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 200, unit: "grapheme" }), (text) => {
        expect(decryptSecret(encryptSecret(text))).toBe(text);
      }),
    );
  });

  it("boxes the same secret differently each time (random IV)", () => {
    const boxes = Array.from({ length: 20 }, () => encryptSecret(SECRET));
    expect(new Set(boxes).size).toBe(20);
    expect(new Set(boxes.map((box) => parts(box).iv)).size).toBe(20);
    for (const box of boxes) {
      expect(parts(box).version).toBe("v1");
      expect(Buffer.from(parts(box).iv, "base64url")).toHaveLength(12);
      expect(Buffer.from(parts(box).tag, "base64url")).toHaveLength(16);
      expect(decryptSecret(box)).toBe(SECRET);
    }
  });

  it("never contains the secret's text, whole or in part, plain or encoded", () => {
    for (let i = 0; i < 20; i++) {
      const secret = newWebhookSecret();
      const box = encryptSecret(secret);
      for (const form of [
        secret,
        secret.slice(6),
        Buffer.from(secret).toString("base64url"),
        Buffer.from(secret).toString("hex"),
      ]) {
        for (let start = 0; start + 8 <= form.length; start++) expect(box).not.toContain(form.slice(start, start + 8));
      }
    }
  });

  it.each([
    ["the IV", 1],
    ["the tag", 2],
    ["the ciphertext", 3],
  ] as const)("refuses a box with %s tampered with", (_label, index) => {
    const box = encryptSecret(SECRET);
    const tampered = tamper(box, index);
    expect(tampered).not.toBe(box);
    expect(() => decryptSecret(tampered)).toThrow();
  });

  it("refuses a box with a flipped ciphertext bit, a truncated tag or swapped parts", () => {
    const box = encryptSecret(SECRET);
    const { version, iv, tag, sealed } = parts(box);
    const bytes = Buffer.from(sealed, "base64url");
    bytes[bytes.length - 1] ^= 1;
    const other = parts(encryptSecret(SECRET));
    for (const bad of [
      [version, iv, tag, bytes.toString("base64url")],
      [version, iv, tag.slice(0, 10), sealed],
      [version, other.iv, tag, sealed],
      [version, iv, other.tag, sealed],
    ]) {
      expect(() => decryptSecret(bad.join("."))).toThrow();
    }
  });

  it.each([
    ["another version", (box: string) => box.replace(/^v1\./, "v2.")],
    ["a missing part", (box: string) => box.split(".").slice(0, 3).join(".")],
    ["an empty string", () => ""],
    ["the secret itself", () => SECRET],
  ])("refuses %s", (_label, make) => {
    expect(() => decryptSecret(make(encryptSecret(SECRET)))).toThrow();
  });

  it("a box sealed under another WEBHOOK_SECRET_KEY does not open, either way", async () => {
    const other = await boxUnderKey(OTHER_KEY);
    const foreign = other.encryptSecret(SECRET);
    expect(other.decryptSecret(foreign)).toBe(SECRET);
    expect(() => decryptSecret(foreign)).toThrow();
    expect(() => other.decryptSecret(encryptSecret(SECRET))).toThrow();
  });

  it("a server started again with the same key opens the boxes it sealed before", async () => {
    const again = await boxUnderKey(process.env.WEBHOOK_SECRET_KEY!);
    expect(again.decryptSecret(encryptSecret(SECRET))).toBe(SECRET);
    expect(decryptSecret(again.encryptSecret(SECRET))).toBe(SECRET);
  });
});
