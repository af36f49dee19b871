import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { useTestDatabase } from "../helpers/database";
import { makeUser, sessionCookie, type TestUser } from "../helpers/fixtures";
import { listAudit } from "./audit-helpers";
import { useGenerousLimits } from "../helpers/generous-limits";

useGenerousLimits();

useTestDatabase();

let user: TestUser;
let session: Record<string, string>;
const DAY = 86_400_000;
const START = Date.parse("2026-06-01T00:00:00Z");

// Eight events a day apart, written straight to the table: actions cycle through four kinds.
const ACTIONS = ["key.created", "key.revoked", "webhook.created", "qrcode.deleted"];
const eventAt = (i: number) => new Date(START + i * DAY);

beforeAll(async () => {
  user = await makeUser({ label: "lister" });
  session = await sessionCookie(user);
  await (await db()).auditEvent.createMany({
    data: Array.from({ length: 8 }, (_, i) => ({
      accountId: user.accountId,
      at: eventAt(i),
      actorType: i % 2 ? ("key" as const) : ("user" as const),
      actorId: i % 2 ? "ckeyactor000000000000000001" : user.id,
      actorLabel: i % 2 ? "bot" : user.email,
      action: ACTIONS[i % 4],
      targetType: "thing",
      targetId: `ctarget0000000000000000000${i % 3}`,
      details: { i },
    })),
  });
});

const indexes = (body: { data: { details: Record<string, unknown> }[] }) => body.data.map((event) => event.details.i);

describe("GET /api/v1/audit", () => {
  it("lists newest first, paged with page and size like the other lists", async () => {
    const first = await listAudit(session, "?size=3");
    expect(first.status).toBe(200);
    expect(indexes(first.body)).toEqual([7, 6, 5]);
    expect(first.body.pagination).toEqual({ page: 1, size: 3, total: 8, totalPages: 3 });
    expect(first.body.data[0]).toEqual({
      id: expect.any(String),
      at: eventAt(7).toISOString(),
      actor: { type: "key", id: "ckeyactor000000000000000001", label: "bot" },
      action: "qrcode.deleted",
      target: { type: "thing", id: "ctarget00000000000000000001" },
      details: { i: 7 },
    });
    expect(indexes((await listAudit(session, "?size=3&page=3")).body)).toEqual([1, 0]);
    expect(indexes((await listAudit(session, "?size=3&page=4")).body)).toEqual([]);
    expect((await listAudit(session)).body.pagination).toMatchObject({ size: 20, total: 8 });
  });

  it("filters by one action, an action prefix, actor, target and time window", async () => {
    expect(indexes((await listAudit(session, "?action=key.created")).body)).toEqual([4, 0]);
    expect(indexes((await listAudit(session, "?action=key.")).body)).toEqual([5, 4, 1, 0]);
    expect(indexes((await listAudit(session, "?action=key.deleted")).body)).toEqual([]);
    expect(indexes((await listAudit(session, "?action=ke_.")).body)).toEqual([]); // "_" is no wildcard
    expect(indexes((await listAudit(session, `?actorId=${user.id}`)).body)).toEqual([6, 4, 2, 0]);
    expect(indexes((await listAudit(session, "?targetId=ctarget00000000000000000002")).body)).toEqual([5, 2]);
    const window = `?from=${eventAt(2).toISOString()}&to=${eventAt(5).toISOString()}`;
    expect(indexes((await listAudit(session, window)).body)).toEqual([4, 3, 2]); // from inclusive, to exclusive
    expect(indexes((await listAudit(session, "?from=2026-06-07T02:00:00%2B02:00")).body)).toEqual([7, 6]);
    const combined = await listAudit(session, `?action=webhook.&actorId=${user.id}&size=1`);
    expect(indexes(combined.body)).toEqual([6]);
    expect(combined.body.pagination).toEqual({ page: 1, size: 1, total: 2, totalPages: 2 });
  });

  it.each([
    ["action", "?action=Key.Created"],
    ["action", "?action=.created"],
    ["action", "?action=key"],
    ["action", `?action=${"a".repeat(101)}.`],
    ["actorId", "?actorId=not-an-id"],
    ["targetId", "?targetId=x"],
    ["from", "?from=yesterday"],
    ["from", "?from=2026-06-01"],
    ["to", "?to=2026-06-01T00:00:00"],
    ["page", "?page=0"],
    ["size", "?size=101"],
  ])("answers 400 naming %s for %s", async (field, query) => {
    const answer = await listAudit(session, query);
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe("INVALID_REQUEST");
    expect(answer.body.details).toEqual([expect.objectContaining({ field })]);
  });
});
