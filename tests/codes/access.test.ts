import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../helpers/database";
import { makeKey, sessionCookie } from "../helpers/fixtures";
import { bearer, type CallResult } from "../helpers/http";
import {
  batchCreate,
  cloneCode,
  codeImage,
  createCode,
  deleteCode,
  footprint,
  getCode,
  type Headers,
  listCodes,
  makeOwner,
  updateCode,
} from "./codes-helpers";
import { useGenerousLimits } from "../helpers/generous-limits";

useGenerousLimits();

useTestDatabase();

let alice: Awaited<ReturnType<typeof makeOwner>>;
let aliceCode: string;

beforeAll(async () => {
  alice = await makeOwner();
  aliceCode = (await createCode(alice.headers, { content: "https://alice.example/secret", name: "Alice's" })).body.id;
});

const onCode = (id: string): [string, (headers: Headers) => Promise<CallResult>][] => [
  ["get", (headers) => getCode(headers, id)],
  ["update", (headers) => updateCode(headers, id, { targetUrl: "https://evil.example" })],
  ["delete", (headers) => deleteCode(headers, id)],
  ["clone", (headers) => cloneCode(headers, id)],
  ["image", (headers) => codeImage(headers, id)],
];

describe("tenant isolation", () => {
  it("another account's code id is 404 on every operation, and nothing of it changes or is charged", async () => {
    const bob = await makeOwner();
    for (const [name, operation] of onCode(aliceCode)) {
      const result = await operation(bob.headers);
      expect(result.status, name).toBe(404);
      expect(result.body, name).toEqual({
        error: "Not Found",
        code: "NOT_FOUND",
        message: "QR code not found.",
        requestId: expect.any(String),
      });
    }
    expect((await listCodes(bob.headers, "?keyword=alice")).body.data).toEqual([]);
    expect(await footprint(bob.user.accountId)).toEqual({ codes: 0, ledger: 1, quota: 0, events: 0 });
    expect((await getCode(alice.headers, aliceCode)).body).toMatchObject({
      status: "READY",
      targetUrl: "https://alice.example/secret",
    });
  });

  it("an unknown id is the same 404 as another account's; a malformed id is a 400 on id, on every operation", async () => {
    for (const [name, operation] of onCode("c0000000000000000000000000"))
      expect((await operation(alice.headers)).status, name).toBe(404);
    for (const id of ["%27%20OR%201%3D1", "..", "🙂", "nope"]) {
      for (const [name, operation] of onCode(id)) {
        const result = await operation(alice.headers);
        expect(result.status, `${name} ${id}`).toBe(400);
        expect(result.body.details[0].field, `${name} ${id}`).toBe("id");
      }
    }
  });
});

describe("permissions", () => {
  it("a generate-only key reads but cannot write (403)", async () => {
    const reader = bearer(await makeKey(alice.user, ["qrcode:generate"]));
    expect((await listCodes(reader)).status).toBe(200);
    expect((await getCode(reader, aliceCode)).status).toBe(200);
    expect((await codeImage(reader, aliceCode)).status).toBe(200);
    const writes: [string, Promise<CallResult>][] = [
      ["create", createCode(reader, { content: "https://example.com" })],
      ["batch", batchCreate(reader, { items: [{ content: "https://example.com" }] })],
      ["update", updateCode(reader, aliceCode, { name: "x" })],
      ["delete", deleteCode(reader, aliceCode)],
      ["clone", cloneCode(reader, aliceCode)],
    ];
    for (const [name, pending] of writes) {
      const result = await pending;
      expect(result.status, name).toBe(403);
      expect(result.body).toMatchObject({ error: "Forbidden", code: "FORBIDDEN" });
    }
  });

  it("a create-only key writes but cannot read (403): neither permission implies the other", async () => {
    const writer = bearer(await makeKey(alice.user, ["qrcode:create"]));
    for (const result of [
      await listCodes(writer),
      await getCode(writer, aliceCode),
      await codeImage(writer, aliceCode),
    ])
      expect(result.status).toBe(403);
    const created = await createCode(writer, { content: "https://example.com/by-writer" });
    expect(created.status).toBe(201);
    expect((await updateCode(writer, created.body.id, { name: "renamed" })).status).toBe(200);
  });

  it("no credentials: 401 everywhere; a dashboard session holds both permissions", async () => {
    for (const [name, operation] of onCode(aliceCode)) expect((await operation({})).status, name).toBe(401);
    expect((await listCodes({})).status).toBe(401);
    const session = await sessionCookie(alice.user);
    const created = await createCode(session, { content: "https://example.com/session" });
    expect(created.status).toBe(201);
    expect((await getCode(session, created.body.id)).status).toBe(200);
    expect((await deleteCode({ ...session, origin: "https://evil.example" }, created.body.id)).status).toBe(403);
  });
});
