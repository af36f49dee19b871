import { afterAll, beforeAll, expect } from "vitest";
import { useTestDatabase } from "../helpers/database";
import { expectFlat } from "../helpers/error-shapes";
import { makeKey, makeUser } from "../helpers/fixtures";
import { bearer, type CallResult } from "../helpers/http";
import { allowPrivateTargets } from "../net/local-server";
import { createWebhook } from "./webhook-helpers";

// The fixtures both webhook fuzz files share (webhooks-input.fuzz.test.ts, webhooks-receiver.fuzz.test.ts).

export const RECEIVER = "https://93.184.215.14/x"; // a public IP literal: the outbound guard passes without DNS or network
export const VALID = { url: RECEIVER, events: ["scan.created"] };
export type Headers = Record<string, string>;

export interface FuzzAccounts {
  /** An API key's headers; its account has the three webhooks of ownIds. */
  owner: Headers;
  ownIds: string[];
  /** A webhook of another account. */
  strangerId: string;
}

/** The test database and its accounts (filled in before all tests), and `answered`. */
export function useWebhookFuzz() {
  const database = useTestDatabase();
  const prisma = () => database.current().prisma;
  const accounts: FuzzAccounts = { owner: {}, ownIds: [], strangerId: "" };

  beforeAll(async () => {
    allowPrivateTargets(false);
    accounts.owner = bearer(await makeKey(await makeUser({ label: "fuzz-webhooks" })));
    for (let i = 0; i < 3; i++)
      accounts.ownIds.push(
        (await createWebhook(accounts.owner, { url: `${RECEIVER}/${i}`, events: ["qrcode.created"] })).body.id,
      );
    const stranger = bearer(await makeKey(await makeUser({ label: "fuzz-stranger" })));
    accounts.strangerId = (await createWebhook(stranger, VALID)).body.id;
  });
  afterAll(() => allowPrivateTargets(false));

  /** Every webhook and delivery row in full: an answer of 4xx must leave all of it as it was. */
  const snapshot = async () => ({
    webhooks: await prisma().webhook.findMany({ orderBy: { id: "asc" } }),
    deliveries: await prisma().webhookDelivery.findMany({ orderBy: { id: "asc" }, include: { attempts: true } }),
  });

  /** Runs one call: its status must be one of `allowed`, its error flat, and a 4xx must change nothing. */
  async function answered(allowed: number[], run: () => Promise<CallResult>, label: string): Promise<CallResult> {
    const before = await snapshot();
    const result = await run();
    expect(allowed, `${label} → ${result.status} ${JSON.stringify(result.body)?.slice(0, 300)}`).toContain(
      result.status,
    );
    expectFlat(result, label);
    if (result.status >= 400) expect(await snapshot(), `${label} → ${result.status} changed something`).toEqual(before);
    return result;
  }

  return { prisma, accounts, answered };
}
