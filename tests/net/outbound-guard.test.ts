import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as generateRoute } from "@/app/api/v1/qrcode/generate/route";
import { fetchGuarded } from "@/lib/net/fetch-guarded";
import { resolveTarget } from "@/lib/net/resolve-target";
import { useTestDatabase } from "../helpers/database";
import { expectFlat } from "../helpers/error-shapes";
import { bearer, call } from "../helpers/http";
import { makeKey, makeUser } from "../helpers/fixtures";
import { createWebhook, deleteWebhook } from "../webhooks/webhook-helpers";
import { ALLOWED_HOSTS, REFUSED_HOSTS } from "./guard-cases";
import { refusal } from "./refusal";
import { allowPrivateTargets } from "./local-server";
import { useGenerousLimits } from "../helpers/generous-limits";

useGenerousLimits();

useTestDatabase();
let owner: Record<string, string>;
beforeAll(async () => {
  allowPrivateTargets(false);
  owner = bearer(await makeKey(await makeUser({ label: "outbound-guard" })));
});
afterAll(() => allowPrivateTargets(false));

const BLOCKED_MESSAGE = /private, loopback, link-local or reserved address/;
const hostnameOf = (host: string) => new URL(`http://${host}/`).hostname;

describe("the outbound guard refuses what is not plainly public unicast", () => {
  it.each(REFUSED_HOSTS)("resolveTarget and fetchGuarded refuse %s (%s) before connecting", async (host) => {
    const error = await refusal(resolveTarget(hostnameOf(host)));
    expect(error.reason).toBe("blocked");
    expect(error.message).toMatch(BLOCKED_MESSAGE);
    expect((await refusal(fetchGuarded(`http://${host}:9/x`, { timeoutMs: 1000 }))).reason).toBe("blocked");
  });

  it.each(ALLOWED_HOSTS)("resolveTarget lets %s (%s) through", async (host) => {
    const [first] = await resolveTarget(hostnameOf(host));
    expect(first.address).toBe(hostnameOf(host).replace(/^\[|\]$/g, ""));
  });
});

describe("the guard through the public endpoints", () => {
  it.each(REFUSED_HOSTS)("webhook create refuses a receiver on %s (%s): 400 naming url", async (host) => {
    const answer = await createWebhook(owner, { url: `http://${host}/hook`, events: ["scan.created"] });
    expect(answer.status).toBe(400);
    expectFlat(answer, host);
    expect(answer.body.details).toContainEqual({ field: "url", message: expect.stringMatching(BLOCKED_MESSAGE) });
  });

  it.each(REFUSED_HOSTS)("generate refuses a logo on %s (%s): 400 naming logo", async (host) => {
    const query = new URLSearchParams({ content: "hi", logo: `http://${host}/logo.png` });
    const answer = await call(generateRoute, `/api/v1/qrcode/generate?${query}`);
    expect(answer.status).toBe(400);
    expectFlat(answer, host);
    expect(answer.body.details).toContainEqual({ field: "logo", message: expect.stringMatching(BLOCKED_MESSAGE) });
  });

  it.each(ALLOWED_HOSTS)("webhook create accepts a receiver on %s (%s)", async (host) => {
    const answer = await createWebhook(owner, { url: `https://${host}/hook`, events: ["scan.created"] });
    expect(answer.status).toBe(201);
    expect((await deleteWebhook(owner, answer.body.id)).status).toBe(200);
  });
});
