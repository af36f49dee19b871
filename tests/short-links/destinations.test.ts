import type { ServerResponse } from "node:http";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { GET as destinationsRoute } from "@/app/api/v1/qrcodes/[id]/destinations/route";
import { db } from "@/lib/db/client";
import { checkDestinations } from "@/lib/destinations/check-destinations";
import { destinationUrls } from "@/lib/destinations/destination-urls";
import { createCode, type Headers, makeOwner, outboxOf, updateCode } from "../codes/codes-helpers";
import { useTestDatabase } from "../helpers/database";
import { call } from "../helpers/http";
import { allowPrivateTargets, type LocalServer, startServer } from "../net/local-server";
import { useGenerousLimits } from "../helpers/generous-limits";

useGenerousLimits();

// Destination health against real local receivers: each path answers as `answers` says; HEAD
// requests are recorded so the HEAD-then-GET order can be checked.
const database = useTestDatabase();
let site: LocalServer;
const answers = new Map<string, { head?: number; get: number }>();
const seen: string[] = [];
const HOUR = 3_600_000;

const destinations = (headers: Headers, id: string) =>
  call(destinationsRoute, `/api/v1/qrcodes/${id}/destinations`, { headers, params: { id } });
const round = (intervalMs = HOUR) => checkDestinations(database.current().sql, { intervalMs, concurrency: 4 });
const url = (path: string) => `${site.origin}${path}`;

beforeAll(async () => {
  allowPrivateTargets(true); // the destinations are on 127.0.0.1
  site = await startServer((request, response: ServerResponse) => {
    seen.push(`${request.method} ${request.url}`);
    const answer = answers.get(new URL(request.url ?? "/", site.origin).pathname) ?? { get: 404 };
    const status = request.method === "HEAD" ? (answer.head ?? answer.get) : answer.get;
    response.writeHead(status, { "content-type": "text/plain" }).end(request.method === "HEAD" ? undefined : "body");
  });
});
afterAll(async () => {
  await site?.close();
  allowPrivateTargets(false);
});
beforeEach(async () => {
  answers.clear();
  seen.length = 0;
  // Every code of earlier tests counts as just checked: each test's round sees only its own codes.
  await (await db()).qrCode.updateMany({ data: { destinationsCheckedAt: new Date() } });
});

describe("destination health checks", () => {
  it("lists every distinct destination of a code: target, rule targets, A/B targets and fallback", () => {
    const rules = [
      { conditions: [], targetUrl: "https://a.example/1" },
      {
        conditions: [],
        weightedTargets: [
          { url: "https://a.example/2", weight: 1 },
          { url: "https://a.example/1", weight: 1 },
        ],
      },
    ];
    expect(destinationUrls({ targetUrl: "https://a.example/0", rules, fallbackUrl: "https://a.example/3" })).toEqual([
      "https://a.example/0",
      "https://a.example/1",
      "https://a.example/2",
      "https://a.example/3",
    ]);
  });

  it("marks each destination up or down with its status, GET deciding when HEAD is refused", async () => {
    answers.set("/ok", { get: 200 });
    answers.set("/no-head", { head: 405, get: 200 });
    answers.set("/login", { get: 401 });
    answers.set("/gone", { get: 410 });
    const { headers } = await makeOwner();
    const code = await createCode(headers, { content: url("/ok"), name: "health" });
    await updateCode(headers, code.body.id, {
      rules: [
        { conditions: [{ kind: "device", in: ["desktop"] }], targetUrl: url("/no-head") },
        { conditions: [{ kind: "language", in: ["de"] }], targetUrl: url("/login") },
      ],
      fallbackUrl: url("/gone"),
    });
    const before = await destinations(headers, code.body.id);
    expect(before.body).toMatchObject({ data: [], checkedAt: null });
    expect(await round()).toBe(1);
    const after = await destinations(headers, code.body.id);
    expect(after.status).toBe(200);
    const byUrl = Object.fromEntries(after.body.data.map((d: { url: string }) => [d.url.replace(site.origin, ""), d]));
    expect(byUrl["/ok"]).toMatchObject({ up: true, lastStatus: 200, lastError: null, downSince: null });
    expect(byUrl["/no-head"]).toMatchObject({ up: true, lastStatus: 200 });
    expect(byUrl["/login"]).toMatchObject({ up: true, lastStatus: 401 });
    expect(byUrl["/gone"]).toMatchObject({
      up: false,
      lastStatus: 410,
      lastError: "answered 410",
      downSince: expect.any(String),
    });
    expect(after.body.data[0].url).toBe(url("/gone")); // down ones first
    expect(seen.filter((line) => line.endsWith("/no-head"))).toEqual(["HEAD /no-head", "GET /no-head"]);
    expect(seen.filter((line) => line.endsWith("/ok"))).toEqual(["HEAD /ok"]);
    expect(after.body.checkedAt).toEqual(expect.any(String));
  });

  it("fires qrcode.target_down once per outage, and again after the destination came back and went down", async () => {
    answers.set("/flaky", { get: 503 });
    const { user, headers } = await makeOwner();
    const code = await createCode(headers, { content: url("/flaky") });
    const downEvents = async () =>
      (await outboxOf(user.accountId)).filter((event) => event.type === "qrcode.target_down");
    await round(0);
    await round(0); // still down: no second event
    expect(await downEvents()).toHaveLength(1);
    expect((await downEvents())[0].payload).toMatchObject({
      qrcodeId: code.body.id,
      url: url("/flaky"),
      status: 503,
      error: "answered 503",
    });
    answers.set("/flaky", { get: 200 });
    await round(0);
    expect((await destinations(headers, code.body.id)).body.data[0]).toMatchObject({ up: true, downSince: null });
    answers.set("/flaky", { get: 500 });
    await round(0);
    expect(await downEvents()).toHaveLength(2);
  });

  it("reports a destination that does not answer at all as down with the reason", async () => {
    const { headers } = await makeOwner();
    const code = await createCode(headers, { content: "http://127.0.0.1:9/closed-port" });
    await round();
    expect((await destinations(headers, code.body.id)).body.data[0]).toMatchObject({
      up: false,
      lastStatus: null,
      lastError: expect.any(String),
    });
  });

  it("with two checkers at once, checks each code once; skips static, expired and recently checked codes", async () => {
    answers.set("/shared", { get: 200 }); // any query
    const { headers } = await makeOwner();
    const ids = [];
    for (let i = 0; i < 6; i++) ids.push((await createCode(headers, { content: `${url("/shared")}?n=${i}` })).body.id);
    await createCode(headers, { content: "static text", mode: "STATIC" });
    const expired = (await createCode(headers, { content: url("/shared?expired") })).body.id;
    await updateCode(headers, expired, { status: "EXPIRED" });
    const [first, second] = await Promise.all([round(), round()]);
    expect(first + second).toBe(6);
    expect(seen.filter((line) => line.startsWith("HEAD /shared?n="))).toHaveLength(6);
    expect(seen.some((line) => line.includes("expired"))).toBe(false);
    expect(await round()).toBe(0); // all checked within the hour
  });

  it("answers another account's code, or an unknown one, with 404", async () => {
    const owner = await makeOwner();
    const stranger = await makeOwner();
    const code = await createCode(owner.headers, { content: url("/mine") });
    expect((await destinations(stranger.headers, code.body.id)).status).toBe(404);
    expect((await destinations(owner.headers, "cabcdefghijklmnopqrstuvw")).status).toBe(404);
  });
});
