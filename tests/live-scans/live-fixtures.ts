import { db } from "@/lib/db/client";
import { resetConfigForTests } from "@/lib/config/env";
import { makeKey, makeUser } from "../helpers/fixtures";
import { bearer } from "../helpers/http";
import { hit } from "../short-links/short-link-harness";
import { seedCode } from "../stats/seed-scans";

export const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

/** A new user's workspace, an API key of it, and a code there with its short code. */
export async function workspaceWithCode(name = "Live") {
  const user = await makeUser({ label: "live" });
  const key = await makeKey(user);
  const code = await codeIn(user.accountId, name);
  return { user, accountId: user.accountId, key, headers: bearer(key), code };
}

export async function codeIn(accountId: string, name: string) {
  const id = await seedCode(accountId, name);
  const row = await (await db()).qrCode.findUniqueOrThrow({ where: { id }, select: { shortCode: true } });
  return { id, shortCode: row.shortCode! };
}

/** Follows the code's short link on the test server, as a phone would (or as `agent`). */
export const scan = (origin: string, shortCode: string, agent?: string) =>
  hit(origin, `/s/${shortCode}`, agent ? { headers: { "user-agent": agent } } : {});

/** Sets environment settings for the tests that follow (undefined removes one). */
export function setEnv(values: Record<string, string | undefined>): void {
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  resetConfigForTests();
}

export const openSlots = async (accountId: string) =>
  (await db()).scanStream.count({ where: { accountId, expiresAt: { gt: new Date() } } });
