import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WEBHOOK_EVENTS } from "@/lib/webhooks/webhook-schemas";
import { useTestDatabase } from "../helpers/database";
import { expectFlat } from "../helpers/error-shapes";
import { makeKey, makeUser } from "../helpers/fixtures";
import { bearer, type CallResult } from "../helpers/http";
import { allowPrivateTargets } from "../net/local-server";
import {
  createWebhook,
  deleteWebhook,
  getWebhook,
  listDeliveries,
  listWebhooks,
  type Receiver,
  retryDelivery,
  rotateSecret,
  sendTest,
  startReceiver,
  updateWebhook,
  verify,
} from "./webhook-helpers";

const database = useTestDatabase();
const prisma = () => database.current().prisma;
const RECEIVER = "https://93.184.215.14/x"; // a public IP literal: the outbound guard passes without DNS or network
const VALID = { url: RECEIVER, events: ["scan.created"] };
type Headers = Record<string, string>;
let owner: Headers, creator: Headers, creatorAccount: string, strangerId: string;
const ownIds: string[] = [];

beforeAll(async () => {
  allowPrivateTargets(false);
  owner = bearer(await makeKey(await makeUser({ label: "fuzz-webhooks" })));
  const user = await makeUser({ label: "fuzz-creator" });
  creator = bearer(await makeKey(user));
  creatorAccount = user.accountId;
  // 19 already: the known-valid example makes the 20th, so the 409 path is reached early on every seed.
  await Promise.all(
    Array.from({ length: 19 }, (_, i) => createWebhook(creator, { url: `${RECEIVER}/${i}`, events: ["scan.created"] })),
  );
  for (let i = 0; i < 3; i++)
    ownIds.push((await createWebhook(owner, { url: `${RECEIVER}/${i}`, events: ["qrcode.created"] })).body.id);
  strangerId = (await createWebhook(bearer(await makeKey(await makeUser({ label: "fuzz-stranger" }))), VALID)).body.id;
});
afterAll(() => allowPrivateTargets(false));

/** Every webhook and delivery row in full: an answer of 4xx must leave all of it as it was. */
const snapshot = async () => ({
  webhooks: await prisma().webhook.findMany({ orderBy: { id: "asc" } }),
  deliveries: await prisma().webhookDelivery.findMany({ orderBy: { id: "asc" }, include: { attempts: true } }),
});

async function answered(allowed: number[], run: () => Promise<CallResult>, label: string): Promise<CallResult> {
  const before = await snapshot();
  const result = await run();
  expect(allowed, `${label} → ${result.status} ${JSON.stringify(result.body)?.slice(0, 300)}`).toContain(result.status);
  expectFlat(result, label);
  if (result.status >= 400) expect(await snapshot(), `${label} → ${result.status} changed something`).toEqual(before);
  return result;
}

// Values near the valid ones (so some requests succeed) mixed with anything at all.
const anyValue = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.anything(),
);
const field = <T>(valid: fc.Arbitrary<T>) =>
  fc.oneof(
    { weight: 1, arbitrary: fc.constant(undefined) },
    { weight: 6, arbitrary: valid },
    { weight: 1, arbitrary: anyValue },
  );
const rarely = fc.oneof({ weight: 12, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: anyValue });
const publicUrl = fc
  .tuple(
    fc.constantFrom("https", "http", "HTTPS"),
    fc.constantFrom("93.184.215.14", "1.1.1.1", "[2606:4700:4700::1111]", "1572394766"), // the last is 93.184.215.14 in decimal
    fc.constantFrom("", ":443", ":8080", ":65535"),
    fc.webPath(),
    fc.constantFrom("", "?a=1&b=%20", "#fragment", "?x=%00", "?é=ü"),
  )
  .map(([scheme, host, port, path, tail]) => `${scheme}://${host}${port}${path}${tail}`);
const badUrl = fc.constantFrom(
  ...[
    "http://127.0.0.1/x",
    "http://10.0.0.1/",
    "http://[::1]/",
    "http://169.254.169.254/latest",
    "http://0.0.0.0/",
    "http://[::ffff:127.0.0.1]/",
    "http://[::]/",
  ],
  ...[
    "http://2130706433/",
    "http://0x7f.1/",
    "http://100.64.0.1/",
    "http://192.168.0.1:8080/",
    "javascript:alert(1)",
    "ftp://93.184.215.14/",
    "data:,x",
  ],
  ...[
    "https://",
    "//93.184.215.14/x",
    "https://93.184.215.14/a b",
    "https://93.184.215.14/\n",
    "",
    " ",
    `https://93.184.215.14/${"a".repeat(2048)}`,
  ],
);
const url = fc.oneof(
  { weight: 5, arbitrary: publicUrl },
  { weight: 1, arbitrary: publicUrl.map((value) => ` ${value}\t`) },
  { weight: 2, arbitrary: badUrl },
);
const events = fc.oneof(
  { weight: 4, arbitrary: fc.shuffledSubarray([...WEBHOOK_EVENTS], { minLength: 1 }) },
  {
    weight: 1,
    arbitrary: fc.array(fc.constantFrom("scan.created", "qrcode.created", "webhook.test", "SCAN.CREATED", ""), {
      maxLength: 3,
    }),
  },
);
const createBody = fc.record({ url: field(url), events: field(events), secret: rarely });
const updateBody = fc.record({
  url: field(url),
  events: field(events),
  status: field(fc.constantFrom("ACTIVE", "DISABLED", "PAUSED", "active")),
  id: rarely,
});
/** The request text: mostly JSON of the value, sometimes any text at all. */
const asText = (value: fc.Arbitrary<unknown>) =>
  fc.oneof(
    { weight: 9, arbitrary: value.map((item) => JSON.stringify(item) ?? "null") },
    { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
  );
const query = fc
  .array(
    fc.tuple(
      fc.constantFrom("page", "size", "x"),
      fc.oneof(
        fc.integer({ min: -2, max: 120 }).map(String),
        fc.constantFrom("1e1", "2.0", " 3", "0x10", "", "NaN", "Infinity"),
        fc.string({ maxLength: 8 }),
      ),
    ),
    { maxLength: 4 },
  )
  .map((pairs) => `?${new URLSearchParams(pairs)}`);
/** What the API stores for a URL it accepts: trimmed, normalised, without the fragment. */
const stored = (sent: string) => Object.assign(new URL(sent.trim()), { hash: "" }).href;

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

describe("test events, rotation and retries against a real receiver", () => {
  let receiver: Receiver, hookId: string, secrets: string[];
  beforeAll(async () => {
    allowPrivateTargets(true); // the receiver listens on 127.0.0.1
    receiver = await startReceiver();
    const created = (await createWebhook(owner, { url: receiver.url, events: ["scan.created"] })).body;
    hookId = created.id;
    secrets = [created.secret];
  });
  afterAll(async () => {
    await receiver.close();
    allowPrivateTargets(false);
  });

  it("POST …/test: 200 with the logged attempt whatever the receiver answers, signed with every valid secret; a bad id sends nothing", async () => {
    const id = fc.oneof(
      { weight: 3, arbitrary: fc.constant(hookId) },
      fc.string({ maxLength: 30 }),
      fc.constant(strangerId),
    );
    await fc.assert(
      fc.asyncProperty(id, fc.constantFrom(200, 204, 301, 400, 410, 500), fc.boolean(), async (hook, code, rotate) => {
        if (rotate && hook === hookId) secrets = [(await rotateSecret(owner, hookId)).body.secret, secrets[0]];
        receiver.respond((_request, response) => void response.writeHead(code).end("answer"));
        const sent = receiver.received.length;
        const result = await answered([200, 400, 404], () => sendTest(owner, hook), JSON.stringify(hook));
        expect(receiver.received.length).toBe(result.status === 200 ? sent + 1 : sent);
        if (result.status !== 200) return;
        expect(result.body).toMatchObject({
          eventType: "webhook.test",
          status: code < 300 ? "SUCCEEDED" : "FAILED",
          nextAttemptAt: null,
          attempts: [{ attempt: 1, statusCode: code }],
        });
        for (const secret of secrets)
          expect(verify(secret, receiver.received[sent])).toMatchObject({
            type: "webhook.test",
            id: result.body.eventId,
          });
      }),
      { numRuns: 15, examples: [[hookId, 200, false]] },
    );
  });

  it("POST …/retry: 202 for a logged delivery of that webhook, else a flat 400 or 404 that changes nothing", async () => {
    // A test event answered 410 disables the webhook (and a disabled one answers retries with 409).
    expect((await updateWebhook(owner, hookId, { status: "ACTIVE" })).status).toBe(200);
    const logged: string[] = (await listDeliveries(owner, hookId, "?size=100")).body.list.map(
      (delivery: { id: string }) => delivery.id,
    );
    const hook = fc.oneof(fc.constant(hookId), fc.constantFrom(ownIds[2], strangerId), fc.string({ maxLength: 30 }));
    const delivery = fc.oneof(
      fc.constantFrom(...logged),
      fc.stringMatching(/^msg_[0-9a-f]{32}$/),
      fc.string({ maxLength: 40 }),
    );
    let queued = 0;
    await fc.assert(
      fc.asyncProperty(hook, delivery, async (id, deliveryId) => {
        const result = await answered(
          [202, 400, 404],
          () => retryDelivery(owner, id, deliveryId),
          `${JSON.stringify(id)} ${JSON.stringify(deliveryId)}`,
        );
        if (result.status !== 202) return;
        queued++;
        expect([id, logged]).toEqual([hookId, expect.arrayContaining([deliveryId])]);
        expect(result.body).toMatchObject({ id: deliveryId, status: "PENDING" });
      }),
      { numRuns: 60, examples: [[hookId, logged[0]]] },
    );
    expect(queued, "some retries are of logged deliveries").toBeGreaterThan(0);
  });
});
