import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../helpers/database";
import { expectFlat } from "../helpers/error-shapes";
import { makeUser, recordedSessionCookie, type TestUser } from "../helpers/fixtures";
import { me } from "../me/me-calls";

process.env.LIMIT_USER_PER_MINUTE = "1000000";
useTestDatabase();

const RUNS = { numRuns: 60 };
let user: TestUser;
let headers: Record<string, string>;
beforeAll(async () => {
  user = await makeUser({ label: "fuzz-me" });
  headers = { cookie: (await recordedSessionCookie(user)).cookie };
});

const anyValue = fc.oneof(fc.string({ maxLength: 40 }), fc.integer(), fc.boolean(), fc.constant(null), fc.anything());
const field = <T>(valid: fc.Arbitrary<T>) =>
  fc.option(fc.oneof({ weight: 2, arbitrary: valid }, { weight: 1, arbitrary: anyValue }), { nil: undefined });
const password = fc.oneof(fc.constant("correct horse battery"), fc.string({ maxLength: 140 }));

describe("/api/v1/me bodies under generated input", () => {
  it("PATCH /api/v1/me: any body is a 200 or a 4xx in the flat shape, never a 500", async () => {
    const body = fc.oneof(
      fc.record(
        {
          name: field(fc.string({ maxLength: 120 })),
          email: field(fc.constantFrom("a@example.test", "not-an-email", "", "B@Example.Test")),
          currentPassword: field(password),
        },
        { requiredKeys: [] },
      ),
      anyValue,
    );
    await fc.assert(
      fc.asyncProperty(body, async (sent) => {
        const result = await me.patch(headers, sent === undefined ? "" : JSON.stringify(sent));
        expectFlat(result, JSON.stringify(sent));
        expect(result.status).toBeLessThan(500);
      }),
      RUNS,
    );
  });

  it("POST /api/v1/me/password: any body but the right one is a 4xx in the flat shape, never a 500", async () => {
    const body = fc.oneof(
      fc.record(
        { currentPassword: field(fc.string({ maxLength: 140 })), newPassword: field(password) },
        { requiredKeys: [] },
      ),
      anyValue,
    );
    await fc.assert(
      fc.asyncProperty(body, async (sent) => {
        const result = await me.password(headers, sent === undefined ? "" : JSON.stringify(sent));
        expectFlat(result, JSON.stringify(sent));
        expect(result.status).toBeGreaterThanOrEqual(400);
        expect(result.status).toBeLessThan(500);
      }),
      RUNS,
    );
  });
});
