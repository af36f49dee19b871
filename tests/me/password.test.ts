// First: the harness loads Next's server environment before anything else.
import { apiStatus, dashboardOutcome, signedInCookie } from "../auth/next-auth-harness";
import { describe, expect, it, vi } from "vitest";
import { verifyCredentials } from "@/lib/auth/verify-credentials";
import { useTestDatabase } from "../helpers/database";
import { makeKey, makeUser, sessionCookie } from "../helpers/fixtures";
import { bearer } from "../helpers/http";
import { fieldsOf, me } from "./me-calls";

vi.mock("server-only", () => ({}));

useTestDatabase();
const NEW_PASSWORD = "a brand new passphrase";

describe("POST /api/v1/me/password", () => {
  it("sets the new password with the current one; other sessions end, this one stays", async () => {
    const user = await makeUser();
    const here = await signedInCookie(user.email, user.password);
    const elsewhere = await signedInCookie(user.email, user.password);
    const { cookie: older } = await sessionCookie(user); // a token without a session row

    const result = await me.password({ cookie: here }, { currentPassword: user.password, newPassword: NEW_PASSWORD });
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ otherSessionsEnded: 1 });

    expect(await apiStatus(elsewhere)).toBe(401);
    expect(await dashboardOutcome(elsewhere)).toBe("redirect /signin");
    expect(await apiStatus(older)).toBe(401);
    expect(await apiStatus(here)).toBe(200);
    expect(await dashboardOutcome(here)).toBe("rendered");
    expect(await verifyCredentials(user.email, NEW_PASSWORD)).toMatchObject({ id: user.id });
    expect(await verifyCredentials(user.email, user.password)).toBeNull();
  });

  it("a wrong current password is 400 naming currentPassword, and nothing changes", async () => {
    const user = await makeUser();
    const here = await signedInCookie(user.email, user.password);
    const elsewhere = await signedInCookie(user.email, user.password);
    const result = await me.password(
      { cookie: here },
      { currentPassword: "wrong password", newPassword: NEW_PASSWORD },
    );
    expect(result.status).toBe(400);
    expect(fieldsOf(result.body)).toEqual(["currentPassword"]);
    expect(await apiStatus(elsewhere)).toBe(200);
    expect(await verifyCredentials(user.email, user.password)).toMatchObject({ id: user.id });
  });

  it("400 naming the field for bad bodies", async () => {
    const user = await makeUser();
    const headers = await sessionCookie(user);
    for (const [body, field] of [
      [{ currentPassword: user.password, newPassword: "short" }, "newPassword"],
      [{ currentPassword: user.password, newPassword: "x".repeat(129) }, "newPassword"],
      [{ newPassword: NEW_PASSWORD }, "currentPassword"],
      [{ currentPassword: user.password }, "newPassword"],
      [{ currentPassword: 12345678, newPassword: NEW_PASSWORD }, "currentPassword"],
    ] as const) {
      const result = await me.password(headers, body);
      expect(result.status, JSON.stringify(body)).toBe(400);
      expect(fieldsOf(result.body), JSON.stringify(body)).toContain(field);
    }
    expect(await verifyCredentials(user.email, user.password)).toMatchObject({ id: user.id });
  });

  it("401 without a session; 403 with an API key", async () => {
    const user = await makeUser();
    const body = { currentPassword: user.password, newPassword: NEW_PASSWORD };
    expect((await me.password({}, body)).status).toBe(401);
    expect((await me.password(bearer(await makeKey(user)), body)).status).toBe(403);
    expect(await verifyCredentials(user.email, user.password)).toMatchObject({ id: user.id });
  });
});
