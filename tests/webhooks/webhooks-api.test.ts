import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allowPrivateTargets } from "../net/local-server";
import { useTestDatabase } from "../helpers/database";
import { expectFlat } from "../helpers/error-shapes";
import { bearer } from "../helpers/http";
import { makeKey, makeUser, sessionCookie } from "../helpers/fixtures";
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

const database = useTestDatabase();
let owner: Record<string, string>;
let accountId: string;
beforeAll(async () => {
  const user = await makeUser({ label: "webhooks" });
  accountId = user.accountId;
  owner = bearer(await makeKey(user));
});
afterAll(() => allowPrivateTargets(false));

const RECEIVER = "https://93.184.215.14/hook"; // a public address: passes the guard without DNS
const EVENTS = ["scan.created", "qrcode.created"];

describe("webhooks API", () => {
  it("creates a webhook and shows its whsec_ secret once; list, get and update never show it", async () => {
    const created = await createWebhook(owner, { url: RECEIVER, events: EVENTS });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(String),
      url: RECEIVER,
      events: EVENTS,
      secret: expect.stringMatching(/^whsec_[A-Za-z0-9+/]{43}=$/),
      status: "ACTIVE",
      createdAt: expect.any(String),
    });
    const { id, secret } = created.body;
    const listed = await listWebhooks(owner);
    expect(listed.body.list.find((hook: { id: string }) => hook.id === id)).toMatchObject({
      id,
      url: RECEIVER,
      events: EVENTS,
      status: "ACTIVE",
      lastDelivery: null,
    });
    const got = await getWebhook(owner, id);
    const updated = await updateWebhook(owner, id, { events: ["scan.created"] });
    expect(updated.body).toMatchObject({ id, events: ["scan.created"], status: "ACTIVE" });
    for (const answer of [listed, got, updated]) {
      expect(JSON.stringify(answer.body)).not.toContain(secret);
      expect(JSON.stringify(answer.body)).not.toContain("secret");
    }
    // At rest the secret is encrypted, not stored as given.
    const row = await database
      .current()
      .prisma.webhook.findUniqueOrThrow({ where: { id }, select: { secretCipher: true } });
    expect(row.secretCipher).not.toContain(secret.slice(6, 20));
  });

  it("pages the list with page and size (default 10, at most 100)", async () => {
    const user = await makeUser({ label: "paging" });
    const headers = bearer(await makeKey(user));
    for (let i = 0; i < 12; i++)
      expect((await createWebhook(headers, { url: `${RECEIVER}/${i}`, events: ["scan.created"] })).status).toBe(201);
    const first = await listWebhooks(headers);
    expect(first.body.list).toHaveLength(10);
    expect(first.body.pagination).toEqual({ page: 1, size: 10, total: 12, totalPages: 2 });
    expect(first.body.list[0].url).toBe(`${RECEIVER}/11`); // newest first
    const second = await listWebhooks(headers, "?page=2&size=10");
    expect(second.body.list.map((hook: { url: string }) => hook.url)).toEqual([`${RECEIVER}/1`, `${RECEIVER}/0`]);
    expect((await listWebhooks(headers, "?size=100")).body.list).toHaveLength(12);
  });

  it("allows 20 webhooks per account; the 21st is a 409 that creates nothing", async () => {
    const user = await makeUser({ label: "limit" });
    const headers = bearer(await makeKey(user));
    const results = await Promise.all(
      Array.from({ length: 22 }, (_, i) =>
        createWebhook(headers, { url: `${RECEIVER}/${i}`, events: ["qrcode.created"] }),
      ),
    );
    expect(results.filter((result) => result.status === 201)).toHaveLength(20);
    const refused = results.filter((result) => result.status === 409);
    expect(refused).toHaveLength(2);
    expectFlat(refused[0], "21st webhook");
    expect(refused[0].body.message).toMatch(/at most 20 webhooks/);
    expect(await database.current().prisma.webhook.count({ where: { accountId: user.accountId } })).toBe(20);
  });

  it("deletes a webhook; a second delete, a get and an update answer 404", async () => {
    const { id } = (await createWebhook(owner, { url: RECEIVER, events: EVENTS })).body;
    expect((await deleteWebhook(owner, id)).body).toEqual({ id, deleted: true });
    for (const answer of [
      await deleteWebhook(owner, id),
      await getWebhook(owner, id),
      await updateWebhook(owner, id, { status: "DISABLED" }),
    ]) {
      expect(answer.status).toBe(404);
      expectFlat(answer, "404");
    }
  });

  it("disables and enables a webhook; enabling clears the reason", async () => {
    const { id } = (await createWebhook(owner, { url: RECEIVER, events: EVENTS })).body;
    expect((await updateWebhook(owner, id, { status: "DISABLED" })).body).toMatchObject({
      status: "DISABLED",
      disabledReason: "Disabled by a user.",
    });
    expect((await updateWebhook(owner, id, { status: "ACTIVE" })).body).toMatchObject({
      status: "ACTIVE",
      disabledReason: null,
    });
  });

  it("answers another account's webhook ids with 404 on every operation, and changes nothing", async () => {
    const { id } = (await createWebhook(owner, { url: RECEIVER, events: EVENTS })).body;
    const stranger = bearer(await makeKey(await makeUser({ label: "stranger" })));
    const answers = [
      await getWebhook(stranger, id),
      await updateWebhook(stranger, id, { status: "DISABLED" }),
      await deleteWebhook(stranger, id),
      await rotateSecret(stranger, id),
      await sendTest(stranger, id),
      await listDeliveries(stranger, id),
      await retryDelivery(stranger, id, `msg_${"0".repeat(32)}`),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(404);
      expectFlat(answer, "404");
    }
    expect((await listWebhooks(stranger)).body.list).toEqual([]);
    expect((await getWebhook(owner, id)).body.status).toBe("ACTIVE");
  });

  it("needs qrcode:generate to read and qrcode:create to write", async () => {
    const user = await makeUser({ label: "perms" });
    const readOnly = bearer(await makeKey(user, ["qrcode:generate"]));
    const writeOnly = bearer(await makeKey(user, ["qrcode:create"]));
    expect((await listWebhooks(readOnly)).status).toBe(200);
    expect((await listWebhooks(writeOnly)).status).toBe(403);
    expect((await createWebhook(readOnly, { url: RECEIVER, events: EVENTS })).status).toBe(403);
    const { id } = (await createWebhook(writeOnly, { url: RECEIVER, events: EVENTS })).body;
    expect((await deleteWebhook(readOnly, id)).status).toBe(403);
    expect((await listWebhooks({})).status).toBe(401);
    // A signed-in user holds both on their own account.
    expect((await listWebhooks(await sessionCookie(user))).body.list).toHaveLength(1);
  });

  it("rotates the secret: a new whsec_, shown once, the old one valid for 24 hours", async () => {
    const { id, secret } = (await createWebhook(owner, { url: RECEIVER, events: EVENTS })).body;
    const rotated = await rotateSecret(owner, id);
    expect(rotated.status).toBe(200);
    expect(rotated.body.secret).toMatch(/^whsec_/);
    expect(rotated.body.secret).not.toBe(secret);
    const hours = (Date.parse(rotated.body.previousSecretExpiresAt) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
  });
});

describe("webhooks API: bad input is a 400 naming the field, and changes nothing", () => {
  const cases: [string, unknown, string][] = [
    ["an invalid URL", { url: "not a url", events: EVENTS }, "url"],
    ["an ftp URL", { url: "ftp://files.example.com/x", events: EVENTS }, "url"],
    ["a javascript URL", { url: "javascript:alert(1)", events: EVENTS }, "url"],
    ["a URL to 127.0.0.1", { url: "http://127.0.0.1:8080/hook", events: EVENTS }, "url"],
    ["a URL to 10.x", { url: "http://10.1.2.3/hook", events: EVENTS }, "url"],
    ["the metadata address", { url: "http://169.254.169.254/latest/meta-data", events: EVENTS }, "url"],
    ["an IPv6 loopback", { url: "http://[::1]/hook", events: EVENTS }, "url"],
    ["a name resolving to loopback", { url: "http://localhost:3000/hook", events: EVENTS }, "url"],
    ["a missing URL", { events: EVENTS }, "url"],
    [
      "a URL over 2048 characters once percent-encoded",
      { url: `https://93.184.215.14/${"é".repeat(700)}`, events: EVENTS },
      "url",
    ],
    ["an unknown event kind", { url: RECEIVER, events: ["scan.created", "code.deleted"] }, "events[1]"],
    ["empty events", { url: RECEIVER, events: [] }, "events"],
    ["a repeated event", { url: RECEIVER, events: ["scan.created", "scan.created"] }, "events"],
    ["events not an array", { url: RECEIVER, events: "scan.created" }, "events"],
    ["an unknown field", { url: RECEIVER, events: EVENTS, secret: "whsec_mine" }, "secret"],
  ];
  it.each(cases)("create with %s", async (_label, body, field) => {
    allowPrivateTargets(false);
    const before = await database.current().prisma.webhook.count({ where: { accountId } });
    const answer = await createWebhook(owner, body);
    expect(answer.status).toBe(400);
    expectFlat(answer, JSON.stringify(body));
    expect(answer.body.details.map((detail: { field: string }) => detail.field)).toContain(field);
    expect(await database.current().prisma.webhook.count({ where: { accountId } })).toBe(before);
  });

  it("update with a private URL or an unknown status, and list with size=101, page=0", async () => {
    allowPrivateTargets(false);
    const { id } = (await createWebhook(owner, { url: RECEIVER, events: EVENTS })).body;
    for (const [body, field] of [
      [{ url: "http://192.168.1.1/" }, "url"],
      [{ status: "PAUSED" }, "status"],
      [{ events: ["nope"] }, "events[0]"],
      [{}, ""],
    ] as const) {
      const answer = await updateWebhook(owner, id, body);
      expect(answer.status).toBe(400);
      expectFlat(answer, JSON.stringify(body));
      if (field) expect(answer.body.details[0].field).toBe(field);
    }
    expect((await getWebhook(owner, id)).body).toMatchObject({ url: RECEIVER, status: "ACTIVE", events: EVENTS });
    for (const [query, field] of [
      ["?size=101", "size"],
      ["?page=0", "page"],
      ["?size=abc", "size"],
    ]) {
      const answer = await listWebhooks(owner, query);
      expect(answer.status).toBe(400);
      expect(answer.body.details[0].field).toBe(field);
    }
    expect((await listDeliveries(owner, id, "?size=101")).status).toBe(400);
  });

  it("malformed ids are a 400 on the id; malformed JSON is a 400", async () => {
    expect((await getWebhook(owner, "../../etc")).body.details[0].field).toBe("id");
    const { id } = (await createWebhook(owner, { url: RECEIVER, events: EVENTS })).body;
    expect((await retryDelivery(owner, id, "nope")).body.details[0].field).toBe("deliveryId");
    const broken = await createWebhook(owner, "{not json");
    expect(broken.status).toBe(400);
    expectFlat(broken, "malformed JSON");
  });

  it("allows private receivers when ALLOW_PRIVATE_TARGETS=1", async () => {
    allowPrivateTargets(true);
    expect((await createWebhook(owner, { url: "http://127.0.0.1:9/hook", events: EVENTS })).status).toBe(201);
    allowPrivateTargets(false);
  });
});
