import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { makeKey, makeUser } from "../helpers/fixtures";
import { bearer } from "../helpers/http";
import { asText, createBody, query, stored, updateBody } from "./fuzz-arbitraries";
import { type Headers, RECEIVER, useWebhookFuzz, VALID } from "./fuzz-setup";
import {
  createWebhook,
  deleteWebhook,
  getWebhook,
  listDeliveries,
  listWebhooks,
  retryDelivery,
  rotateSecret,
  sendTest,
  updateWebhook,
} from "./webhook-helpers";
import { useGenerousLimits } from "../helpers/generous-limits";

useGenerousLimits();

const { prisma, accounts, answered } = useWebhookFuzz();
let creator: Headers, creatorAccount: string;

beforeAll(async () => {
  const user = await makeUser({ label: "fuzz-creator" });
  creator = bearer(await makeKey(user));
  creatorAccount = user.accountId;
  // 19 already: the known-valid example makes the 20th, so the 409 path is reached early on every seed.
  await Promise.all(
    Array.from({ length: 19 }, (_, i) => createWebhook(creator, { url: `${RECEIVER}/${i}`, events: ["scan.created"] })),
  );
});

describe("webhook endpoints under generated input", () => {
  it("POST /api/v1/webhooks: 201, a flat 400 that creates nothing, or 409 only for the 21st", async () => {
    let created = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.oneof({ weight: 4, arbitrary: asText(createBody) }, { weight: 1, arbitrary: asText(fc.anything()) }),
        async (text) => {
          const count = await prisma().webhook.count({ where: { accountId: creatorAccount } });
          const result = await answered([201, 400, 409], () => createWebhook(creator, text), text);
          if (result.status === 409) {
            expect(count, text).toBe(20);
            await prisma().webhook.deleteMany({ where: { accountId: creatorAccount } }); // room again for the next ones
          }
          if (result.status !== 201) return;
          created++;
          expect(count, `201 for the ${count + 1}th webhook`).toBeLessThan(20);
          const sent = JSON.parse(text);
          expect(result.body).toEqual({
            id: expect.any(String),
            url: stored(sent.url),
            events: sent.events,
            secret: expect.stringMatching(/^whsec_/),
            status: "ACTIVE",
            createdAt: expect.any(String),
          });
          expect(await prisma().webhook.count({ where: { accountId: creatorAccount } })).toBe(count + 1);
        },
      ),
      // A known-valid body runs first on every seed, so "some succeed" is never left to chance.
      { numRuns: 120, examples: [[JSON.stringify(VALID)]] },
    );
    expect(created, "some generated bodies are valid").toBeGreaterThan(0);
  });

  it("GET the list and a delivery log: any query string is a page or a flat 400", async () => {
    const { owner, ownIds } = accounts;
    await fc.assert(
      fc.asyncProperty(query, fc.boolean(), async (search, deliveries) => {
        const result = await answered(
          [200, 400],
          () => (deliveries ? listDeliveries(owner, ownIds[0], search) : listWebhooks(owner, search)),
          search,
        );
        if (result.status === 200)
          expect(result.body.list.length, search).toBeLessThanOrEqual(result.body.pagination.size);
      }),
      { numRuns: 80 },
    );
  });

  it("PATCH an own webhook: 200 with exactly the change, or a flat 400 that changes nothing", async () => {
    const { owner, ownIds } = accounts;
    let updated = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(ownIds[0], ownIds[1]),
        fc.oneof({ weight: 4, arbitrary: asText(updateBody) }, { weight: 1, arbitrary: asText(fc.anything()) }),
        async (id, text) => {
          const before = (await getWebhook(owner, id)).body;
          const result = await answered([200, 400], () => updateWebhook(owner, id, text), text);
          if (result.status !== 200) return;
          updated++;
          const sent = JSON.parse(text);
          const disabledReason =
            sent.status === "ACTIVE"
              ? null
              : sent.status === "DISABLED"
                ? "Disabled by a user."
                : before.disabledReason;
          const url = sent.url === undefined ? before.url : stored(sent.url);
          expect(result.body, text).toEqual({
            ...before,
            url,
            events: sent.events ?? before.events,
            status: sent.status ?? before.status,
            disabledReason,
            updatedAt: expect.any(String),
          });
          expect((await getWebhook(owner, id)).body).toEqual(result.body);
        },
      ),
      { numRuns: 100, examples: [[ownIds[0], JSON.stringify({ status: "DISABLED" })]] },
    );
    expect(updated, "some generated bodies are valid").toBeGreaterThan(0);
  });

  it("any id that is not one of the caller's webhooks: a flat 400 or 404 on every endpoint, and nothing changes", async () => {
    const { owner, ownIds, strangerId } = accounts;
    const id = ownIds[2];
    const hookId = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.stringMatching(/^c[0-9a-z]{20,31}$/),
      fc.constantFrom(strangerId, "../../etc", `${id}x`, id.toUpperCase(), ` ${id}`, `${id}/`),
    );
    const deliveryId = fc.oneof(fc.string({ maxLength: 40 }), fc.stringMatching(/^msg_[0-9a-f]{32}$/));
    await fc.assert(
      fc.asyncProperty(hookId, deliveryId, async (hook, delivery) => {
        const label = `${JSON.stringify(hook)} ${JSON.stringify(delivery)}`;
        const calls = [getWebhook, deleteWebhook, rotateSecret, sendTest, listDeliveries].map(
          (endpoint) => () => endpoint(owner, hook),
        );
        calls.push(
          () => updateWebhook(owner, hook, { status: "DISABLED" }),
          () => retryDelivery(owner, hook, delivery),
        );
        for (const run of calls) await answered([400, 404], run, label);
      }),
      { numRuns: 40 },
    );
  });
});
