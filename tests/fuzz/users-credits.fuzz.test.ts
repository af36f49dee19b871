import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as balance } from "@/app/api/v1/credits/balance/route";
import { GET as ledger } from "@/app/api/v1/credits/ledger/route";
import { GET as listUsers, POST as createUser } from "@/app/api/v1/users/route";
import { resetConfigForTests } from "@/lib/config/env";
import { db } from "@/lib/db/client";
import { useTestDatabase } from "../helpers/database";
import { makeKey, makeUser, sessionCookie } from "../helpers/fixtures";
import { expectFlat, expectNested } from "../helpers/error-shapes";
import { bearer, call } from "../helpers/http";

// One key sends every generated request: lift its limits so only the inputs decide the answer.
// (Each request comes from a random IP, so anonymous and bad-key calls do not share a limit.)
process.env.LIMIT_KEY_PER_MINUTE = "1000000";
process.env.LIMIT_USER_PER_MINUTE = "1000000";
process.env.LIMIT_KEY_PER_DAY = "1000000";
resetConfigForTests();

useTestDatabase();

const RUNS = { numRuns: 150 };
let adminSession: Record<string, string>;
let userKey: string;

beforeAll(async () => {
  adminSession = await sessionCookie(await makeUser({ admin: true, label: "fuzz-admin" }));
  userKey = await makeKey(await makeUser({ label: "fuzz-user" }));
});

const userCount = async () => (await db()).user.count();

// Header values a real client could send: no CR, LF or NUL (fetch refuses those itself).
const headerChar = fc
  .oneof(fc.integer({ min: 0x20, max: 0x7e }), fc.integer({ min: 0x80, max: 0xff }), fc.constant(9))
  .map((c) => String.fromCharCode(c));
const headerValue = fc.oneof(
  fc.string({ unit: headerChar, maxLength: 200 }),
  fc.string({ unit: headerChar }).map((value) => `Bearer ${value}`),
  fc.stringMatching(/^[0-9A-Za-z]{0,80}$/).map((body) => `Bearer cb_sk_${body}`),
  fc.constantFrom(
    "",
    " ",
    "Bearer",
    "Bearer ",
    "bearer  cb_sk_",
    "Basic dXNlcjpwYXNz",
    `Bearer ${"x".repeat(20_000)}`,
    "Bearer a b",
    "Bearer %00",
  ),
);
const text = fc.oneof(
  fc.string(),
  fc.string({ unit: "binary" }),
  fc.string({ unit: "binary-ascii" }),
  fc.constantFrom("\u0000", "a\u0000b", "\ud800", " ", "%", "%zz"),
);
const hugeNumber = fc.constantFrom(
  "1e309",
  "-1e309",
  "123456789012345678901234567890",
  "0.0000000000000000000001",
  "-0",
  "9007199254740993",
);

// Bodies: anything JSON can say, near-valid users with one bad part, unknown fields, raw text.
const validEmail = fc
  .tuple(fc.stringMatching(/^[a-z0-9]{1,12}$/), fc.nat())
  .map(([local, n]) => `${local}.${n}@example.test`);
const mostly = <T>(valid: fc.Arbitrary<T>) => fc.oneof({ arbitrary: valid, weight: 4 }, text, fc.jsonValue());
const nearValidUser = fc
  .tuple(
    fc.record({
      name: mostly(fc.string({ minLength: 1, maxLength: 100 })),
      email: mostly(fc.oneof(validEmail, fc.emailAddress())),
      password: mostly(fc.string({ minLength: 8, maxLength: 130 })),
    }),
    fc.option(
      fc.dictionary(fc.oneof(fc.constantFrom("role", "id", "__proto__"), fc.string()), fc.jsonValue(), { maxKeys: 3 }),
      { freq: 2 },
    ),
  )
  .map(([user, unknown]) => ({ ...unknown, ...user }));
// Valid except for one character PostgreSQL or UTF-8 cannot take as it is.
const HOSTILE_USERS = [
  { name: "a\u0000b", email: "nul-name@example.test", password: "password123" },
  { name: "ok", email: "nul\u0000@example.test", password: "password123" },
  { name: "ok", email: "nul-pass@example.test", password: "pass\u0000word" },
  { name: "\ud800", email: "surrogate@example.test", password: "password123" },
];
const jsonBody = fc.oneof(
  fc.anything(),
  fc.jsonValue(),
  fc.object(),
  { arbitrary: nearValidUser, weight: 3 },
  fc.array(fc.array(fc.jsonValue())),
);
const rawBody = fc.oneof(
  fc.json(),
  text,
  hugeNumber.map((n) => `{"name": ${n}, "email": ${n}, "password": ${n}}`),
  fc.constantFrom(
    "{",
    "[",
    '{"name":"a",}',
    "null",
    "true",
    '"string"',
    "[[[[[[[[[[]]]]]]]]]]",
    `${"[".repeat(120_000)}${"]".repeat(120_000)}`,
  ),
);

// Query strings: known names with hostile values, unknown names, and raw unencoded text.
const queryName = fc.oneof(
  fc.constantFrom("page", "limit", "sort", "size", "__proto__", "constructor", "page[]"),
  fc.string(),
);
const queryValue = fc.oneof(
  text,
  hugeNumber,
  fc.integer().map(String),
  fc.double().map(String),
  fc.constantFrom(
    "0",
    "-1",
    "10000",
    "1.5",
    " 7",
    "0x10",
    "1e2",
    "Infinity",
    "NaN",
    "",
    "name:asc",
    "email:ASC",
    "password:asc",
    "createdAt:desc:x",
  ),
);
const queryString = fc.oneof(
  fc.array(fc.tuple(queryName, queryValue), { maxLength: 6 }).map((pairs) => new URLSearchParams(pairs).toString()),
  fc.string({ unit: headerChar }),
);

describe("fuzzing the users and credits endpoints", () => {
  it("POST /api/v1/users: any JSON body is 201, 400 or 409 in the nested shape; a refused body creates nobody", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          jsonBody,
          rawBody.map((raw) => ({ raw })),
        ),
        async (input) => {
          const body =
            typeof input === "object" && input !== null && "raw" in input
              ? (input as { raw: string }).raw
              : (JSON.stringify(input) ?? "");
          const before = await userCount();
          const result = await call(createUser, "/api/v1/users", {
            method: "POST",
            headers: adminSession,
            body: body === "" ? " " : body,
          });
          const label = `POST ${body.slice(0, 300)} → ${result.status} ${JSON.stringify(result.body).slice(0, 300)}`;
          expectNested(result, label);
          expect([201, 400, 409], label).toContain(result.status);
          expect(await userCount(), label).toBe(before + (result.status === 201 ? 1 : 0));
        },
      ),
      { ...RUNS, examples: HOSTILE_USERS.map((user): [unknown] => [user]) },
    );
  });

  it("GET /api/v1/users: any query string is 200 or 400 in the nested shape", async () => {
    await fc.assert(
      fc.asyncProperty(queryString, async (query) => {
        const result = await call(listUsers, `/api/v1/users?${query}`, { headers: adminSession });
        const label = `GET ?${query} → ${result.status} ${JSON.stringify(result.body).slice(0, 300)}`;
        expectNested(result, label);
        expect([200, 400], label).toContain(result.status);
        if (result.status === 200)
          expect(result.body.data.length, label).toBeLessThanOrEqual(result.body.pagination.limit);
      }),
      RUNS,
    );
  });

  it("GET /api/v1/credits/balance and /ledger: any query string is 200 or 400 in the flat shape", async () => {
    await fc.assert(
      fc.asyncProperty(queryString, async (query) => {
        const balanceResult = await call(balance, `/api/v1/credits/balance?${query}`, { headers: bearer(userKey) });
        expectFlat(balanceResult, `balance ?${query} → ${balanceResult.status}`);
        expect(balanceResult.status, `balance ?${query}`).toBe(200);
        const ledgerResult = await call(ledger, `/api/v1/credits/ledger?${query}`, { headers: bearer(userKey) });
        const label = `ledger ?${query} → ${ledgerResult.status} ${JSON.stringify(ledgerResult.body).slice(0, 300)}`;
        expectFlat(ledgerResult, label);
        expect([200, 400], label).toContain(ledgerResult.status);
        if (ledgerResult.status === 400)
          expect(ledgerResult.body).toMatchObject({ error: "Bad Request", code: "INVALID_REQUEST" });
      }),
      RUNS,
    );
  });

  it("any Authorization, cb-api-key or session cookie value is 401 in the endpoint's shape, never 500", async () => {
    const headers = fc.record(
      {
        authorization: headerValue,
        "cb-api-key": headerValue,
        cookie: fc
          .oneof(fc.string({ unit: headerChar }), fc.constantFrom("%", "%zz", "%E0%A4%A", "e30.e30.e30", "%00"))
          .map((value) => `next-auth.session-token=${value}`),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(headers, fc.boolean(), async (sent, users) => {
        const result = users
          ? await call(listUsers, "/api/v1/users", { headers: sent })
          : await call(balance, "/api/v1/credits/balance", { headers: sent });
        const label = `${users ? "users" : "balance"} ${JSON.stringify(sent).slice(0, 300)} → ${result.status} ${JSON.stringify(result.body).slice(0, 200)}`;
        if (users) expectNested(result, label);
        else expectFlat(result, label);
        expect(result.status, label).toBe(401);
        if (!users) expect(result.body.error, label).toBe("Unauthorized");
      }),
      RUNS,
    );
  });

  it("a NUL character (which PostgreSQL text cannot hold) is a 400 naming the field, not a 500", async () => {
    const before = await userCount();
    for (const [user, field] of HOSTILE_USERS.slice(0, 3).map(
      (user, index) => [user, ["name", "email", "password"][index]] as const,
    )) {
      const result = await call(createUser, "/api/v1/users", { method: "POST", headers: adminSession, body: user });
      expect(result.status).toBe(400);
      expect(result.body.error.details).toEqual([{ field, message: "must not contain NUL characters" }]);
    }
    expect(await userCount()).toBe(before);
    const query = await call(ledger, "/api/v1/credits/ledger?size=%00", { headers: bearer(userKey) });
    expect(query.status).toBe(400);
    expect(query.body.details).toEqual([{ field: "size", message: "must not contain NUL characters" }]);
  });

  it("an oversize body is a 413 naming the body, and creates nobody", async () => {
    const before = await userCount();
    const body = JSON.stringify({ name: "x".repeat(300_000), email: "big@example.test", password: "password123" });
    const result = await call(createUser, "/api/v1/users", { method: "POST", headers: adminSession, body });
    expect(result.status).toBe(413);
    expect(result.body.error).toMatchObject({
      code: "payload_too_large",
      details: [{ field: "body", message: expect.stringMatching(/at most/) }],
    });
    expect(await userCount()).toBe(before);
  });
});
