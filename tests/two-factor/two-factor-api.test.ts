import fc from "fast-check";
import { generate } from "otplib";
import { describe, expect, it } from "vitest";
import { POST as confirm } from "@/app/api/v1/me/2fa/confirm/route";
import { DELETE as disable, GET as status, POST as start } from "@/app/api/v1/me/2fa/route";
import { resetConfigForTests } from "@/lib/config/env";
import { db } from "@/lib/db/client";
import { disableTwoFactor } from "@/lib/two-factor/disable-two-factor";
import { useTestDatabase } from "../helpers/database";
import { makeKey, makeUser, sessionCookie, type TestUser } from "../helpers/fixtures";
import { bearer, call } from "../helpers/http";

// Each case checks a handful of codes; the fuzz case sends many bodies from one session.
process.env.LIMIT_USER_PER_MINUTE = "1000000";
process.env.LIMIT_SIGNIN_PER_MINUTE = "1000";
resetConfigForTests();

useTestDatabase();

const PATH = "/api/v1/me/2fa";
const send = async (handler: typeof start, user: TestUser, method: string, path: string, body?: unknown) =>
  call(handler, path, { method, headers: await sessionCookie(user), body });

/** Enrols the user through the API with a real TOTP code; answers the secret and the recovery codes. */
async function enrol(user: TestUser) {
  const started = await send(start, user, "POST", PATH);
  expect(started.status).toBe(200);
  const code = await generate({ secret: started.body.secret });
  const confirmed = await send(confirm, user, "POST", `${PATH}/confirm`, { code });
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  return { secret: started.body.secret as string, code, recoveryCodes: confirmed.body.recoveryCodes as string[] };
}

describe("two-factor enrolment (/api/v1/me/2fa)", () => {
  it("starts with a secret, its otpauth URI and a QR code drawn by our renderer; nothing is on yet", async () => {
    const user = await makeUser();
    const started = await send(start, user, "POST", PATH);
    expect(started.status).toBe(200);
    const { secret, otpauthUri, qrSvg, qrDataUri } = started.body;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri).toBe(
      `otpauth://totp/Codebeam:${encodeURIComponent(user.email)}?secret=${secret}&issuer=Codebeam`,
    );
    expect(qrSvg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(Buffer.from(qrDataUri.replace("data:image/svg+xml;base64,", ""), "base64").toString()).toBe(qrSvg);
    expect((await send(status, user, "GET", PATH)).body).toEqual({ enabled: false, recoveryCodesLeft: 0 });
  });

  it("stores the secret encrypted, never in clear", async () => {
    const user = await makeUser();
    const { secret } = await enrol(user);
    const [row] = await (await db()).$queryRaw<
      { row: string }[]
    >`SELECT u::text AS row FROM "User" u WHERE u.id = ${user.id}`;
    expect(row.row).not.toContain(secret);
    const stored = await (await db()).user.findUniqueOrThrow({ where: { id: user.id }, select: { totpSecret: true } });
    expect(stored.totpSecret).toMatch(/^v1\./);
  });

  it("refuses a wrong code with a 400 naming `code`, and turns on with a right one: ten recovery codes, once", async () => {
    const user = await makeUser();
    const started = await send(start, user, "POST", PATH);
    const right = await generate({ secret: started.body.secret });
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, "0");
    const refused = await send(confirm, user, "POST", `${PATH}/confirm`, { code: wrong });
    expect(refused.status).toBe(400);
    expect(refused.body.details).toEqual([{ field: "code", message: expect.any(String) }]);
    expect((await send(status, user, "GET", PATH)).body.enabled).toBe(false);

    const confirmed = await send(confirm, user, "POST", `${PATH}/confirm`, { code: right });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.recoveryCodes).toHaveLength(10);
    expect(new Set(confirmed.body.recoveryCodes).size).toBe(10);
    for (const code of confirmed.body.recoveryCodes) expect(code).toMatch(/^[0-9a-z]{5}-[0-9a-z]{5}$/);
    expect((await send(status, user, "GET", PATH)).body).toEqual({ enabled: true, recoveryCodesLeft: 10 });
    const stored = await (await db()).recoveryCode.findMany({ where: { userId: user.id }, select: { codeHash: true } });
    expect(stored.map((r) => r.codeHash).join()).not.toContain(confirmed.body.recoveryCodes[0].replace("-", ""));

    // On already: starting again is a conflict, and the codes are never shown again.
    expect((await send(start, user, "POST", PATH)).status).toBe(409);
    expect((await send(confirm, user, "POST", `${PATH}/confirm`, { code: right })).status).toBe(409);
  });

  it("confirm without a started set-up is a 409", async () => {
    const user = await makeUser();
    expect((await send(confirm, user, "POST", `${PATH}/confirm`, { code: "123456" })).status).toBe(409);
  });

  it("disables with a current code, not with the code already used (replay), nor a wrong one", async () => {
    const user = await makeUser();
    const { secret, code: used } = await enrol(user);
    // The confirming code's step is spent: within its 30 seconds it is refused.
    const replayed = await send(disable, user, "DELETE", PATH, { code: used });
    expect(replayed.status).toBe(400);
    expect(replayed.body.details[0].field).toBe("code");
    // The next step's code (as the app shows 30 s later), checked at that time.
    const later = new Date(Date.now() + 30_000);
    const next = await generate({ secret, epoch: Math.floor(later.getTime() / 1000) });
    await expect(disableTwoFactor(user.id, "000000", later).catch((e) => e.details)).resolves.toEqual([
      { field: "code", message: expect.any(String) },
    ]);
    if (next !== "000000") {
      await expect(disableTwoFactor(user.id, next, later)).resolves.toEqual({ enabled: false, recoveryCodesLeft: 0 });
    }
    expect((await send(status, user, "GET", PATH)).body).toEqual({ enabled: false, recoveryCodesLeft: 0 });
    expect(await (await db()).recoveryCode.count({ where: { userId: user.id } })).toBe(0);
    expect((await send(disable, user, "DELETE", PATH, { code: next })).status).toBe(409);
  });

  it("disables with a recovery code, which works once", async () => {
    const user = await makeUser();
    const { recoveryCodes } = await enrol(user);
    const [first] = recoveryCodes;
    // Typed in capitals without the dash: still the same code.
    const ok = await send(disable, user, "DELETE", PATH, { code: first.replace("-", "").toUpperCase() });
    expect(ok.status).toBe(200);
    // Enrol again: the old codes are gone with the old secret.
    const again = await enrol(user);
    expect((await send(disable, user, "DELETE", PATH, { code: first })).status).toBe(400);
    expect((await send(disable, user, "DELETE", PATH, { code: again.recoveryCodes[1] })).status).toBe(200);
  });

  it("answers 403 to an API key, and 401 to nobody", async () => {
    const user = await makeUser();
    const key = await makeKey(user);
    for (const [handler, method, path, body] of [
      [status, "GET", PATH, undefined],
      [start, "POST", PATH, undefined],
      [confirm, "POST", `${PATH}/confirm`, { code: "123456" }],
      [disable, "DELETE", PATH, { code: "123456" }],
    ] as const) {
      expect((await call(handler, path, { method, headers: bearer(key), body })).status).toBe(403);
      expect((await call(handler, path, { method, body })).status).toBe(401);
    }
  });

  it("answers a 4xx naming a field, never a 500, to any body", async () => {
    const user = await makeUser();
    await send(start, user, "POST", PATH);
    const headers = await sessionCookie(user);
    const body = fc.oneof(
      fc.anything(),
      fc.record({ code: fc.anything() }, { requiredKeys: [] }),
      fc.string({ maxLength: 80 }),
      fc.record({ code: fc.string({ maxLength: 100 }), extra: fc.anything() }, { requiredKeys: ["code"] }),
    );
    await fc.assert(
      fc.asyncProperty(
        body,
        fc.constantFrom([confirm, `${PATH}/confirm`, "POST"], [disable, PATH, "DELETE"]),
        async (value, [handler, path, method]) => {
          const answer = await call(handler as typeof confirm, path as string, {
            method: method as string,
            headers,
            body: typeof value === "string" ? value : JSON.stringify(value ?? null),
          });
          expect(answer.status).toBeGreaterThanOrEqual(400);
          expect(answer.status).toBeLessThan(500);
        },
      ),
      { numRuns: 60 },
    );
    expect((await send(status, user, "GET", PATH)).body.enabled).toBe(false);
  });
});
