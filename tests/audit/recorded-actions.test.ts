import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { hashApiKey } from "@/lib/keys/key-format";
import { createCode, deleteCode } from "../codes/codes-helpers";
import { useTestDatabase } from "../helpers/database";
import { makeUser, sessionCookie } from "../helpers/fixtures";
import { bearer, call } from "../helpers/http";
import { createWebhook, deleteWebhook, rotateSecret, updateWebhook } from "../webhooks/webhook-helpers";
import { POST as restoreRoute } from "@/app/api/v1/qrcodes/[id]/restore/route";
import { type AuditEventBody, createKey, listAudit, RECEIVER, revokeKey } from "./audit-helpers";
import { useGenerousLimits } from "../helpers/generous-limits";

useGenerousLimits();

useTestDatabase();

const restoreCode = (headers: Record<string, string>, id: string) =>
  call(restoreRoute, `/api/v1/qrcodes/${id}/restore`, { method: "POST", headers, params: { id } });

/** The user, their session, and a key made through the API (so key.created is in the log). */
async function workspace() {
  const user = await makeUser({ label: "audited" });
  const session = await sessionCookie(user);
  const key = await createKey(session, "deploy bot");
  expect(key.status).toBe(201);
  return { user, session, keyId: key.body.id as string, clearKey: key.body.key as string };
}

const eventsOf = async (session: Record<string, string>): Promise<AuditEventBody[]> => {
  const answer = await listAudit(session, "?size=100");
  expect(answer.status).toBe(200);
  return answer.body.data;
};
const only = (events: AuditEventBody[], action: string) => {
  const found = events.filter((event) => event.action === action);
  expect(found, action).toHaveLength(1);
  return found[0];
};

describe("recorded actions", () => {
  it("records key creation and revocation by the signed-in user, without the key or its hash", async () => {
    const { user, session, keyId, clearKey } = await workspace();
    expect((await revokeKey(session, keyId)).status).toBe(200);
    expect((await revokeKey(session, keyId)).status).toBe(200); // a second revoke changes nothing

    const events = await eventsOf(session);
    expect(events.map((event) => event.action)).toEqual(["key.revoked", "key.created"]);
    const userActor = { type: "user", id: user.id, label: user.email };
    expect(only(events, "key.created")).toMatchObject({
      actor: userActor,
      target: { type: "key", id: keyId },
      details: { name: "deploy bot", permissions: ["qrcode:generate", "qrcode:create"] },
    });
    expect(only(events, "key.revoked")).toMatchObject({ actor: userActor, target: { type: "key", id: keyId } });
    const text = JSON.stringify(events);
    expect(text).not.toContain(clearKey);
    expect(text).not.toContain(clearKey.slice(-12));
    expect(text).not.toContain(hashApiKey(clearKey));
  });

  it("records webhook changes by an API key, labelled with the key's name, without any secret", async () => {
    const { session, keyId, clearKey } = await workspace();
    const key = bearer(clearKey);
    const created = await createWebhook(key, {
      url: "https://hook-user:hook-pass@93.184.215.14/hook",
      events: ["scan.created"],
    });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    expect((await updateWebhook(key, id, { events: ["qrcode.created"], status: "DISABLED" })).status).toBe(200);
    const rotated = await rotateSecret(key, id);
    expect(rotated.status).toBe(200);
    expect((await deleteWebhook(key, id)).status).toBe(200);

    const events = (await eventsOf(session)).filter((event) => event.target.type === "webhook");
    expect(events.map((event) => event.action)).toEqual([
      "webhook.deleted",
      "webhook.secret_rotated",
      "webhook.updated",
      "webhook.created",
    ]);
    for (const event of events) {
      expect(event.actor).toEqual({ type: "key", id: keyId, label: "deploy bot" });
      expect(event.target).toEqual({ type: "webhook", id });
    }
    expect(only(events, "webhook.created").details).toEqual({ url: RECEIVER, events: ["scan.created"] });
    expect(only(events, "webhook.updated").details).toEqual({ events: ["qrcode.created"], status: "DISABLED" });
    expect(only(events, "webhook.deleted").details).toMatchObject({ url: RECEIVER });

    const text = JSON.stringify(events);
    for (const secret of [created.body.secret, rotated.body.secret, "hook-pass", "whsec_"]) {
      expect(text).not.toContain(secret);
    }
    const stored = await (await db()).auditEvent.findMany({ where: { targetId: id }, select: { details: true } });
    expect(JSON.stringify(stored)).not.toContain("whsec_");
  });

  it("records a code deleted by a key and restored by the user", async () => {
    const { user, session, keyId, clearKey } = await workspace();
    const code = await createCode(bearer(clearKey), { content: "https://example.com/menu", name: "Menu" });
    expect(code.status).toBe(201);
    expect((await deleteCode(bearer(clearKey), code.body.id)).status).toBe(200);
    expect((await restoreCode(session, code.body.id)).status).toBe(200);
    expect((await restoreCode(session, code.body.id)).status).toBe(200); // not deleted: nothing to record

    const events = (await eventsOf(session)).filter((event) => event.target.type === "qrcode");
    expect(events).toEqual([
      expect.objectContaining({
        action: "qrcode.restored",
        actor: { type: "user", id: user.id, label: user.email },
        target: { type: "qrcode", id: code.body.id },
        details: { name: "Menu", mode: "DYNAMIC", status: "READY" },
      }),
      expect.objectContaining({
        action: "qrcode.deleted",
        actor: { type: "key", id: keyId, label: "deploy bot" },
        details: { name: "Menu", mode: "DYNAMIC" },
      }),
    ]);
  });

  it("keeps the label the actor had, and a refused change records nothing", async () => {
    const { session, keyId, clearKey } = await workspace();
    const code = await createCode(bearer(clearKey), { content: "https://example.com/a", name: "A" });
    expect((await deleteCode(bearer(clearKey), code.body.id)).status).toBe(200);
    await (await db()).apiKey.update({ where: { id: keyId }, data: { name: "renamed" }, select: { id: true } });
    const deleted = only(await eventsOf(session), "qrcode.deleted");
    expect(deleted.actor.label).toBe("deploy bot");

    // A failed change (an unknown webhook) leaves no audit row behind.
    const before = (await eventsOf(session)).length;
    expect((await deleteWebhook(bearer(clearKey), "c000000000000000000000000")).status).toBe(404);
    expect(await eventsOf(session)).toHaveLength(before);
  });
});
