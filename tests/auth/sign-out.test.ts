// First: the harness loads Next's server environment before anything else.
import { apiStatus, dashboardOutcome, sessionOf, signedInCookie, signOut } from "./next-auth-harness";
import { describe, expect, it, vi } from "vitest";
import { revokeSessions } from "@/lib/auth/revoke-sessions";
import { useTestDatabase } from "../helpers/database";
import { makeUser, sessionCookie } from "../helpers/fixtures";

// The dashboard's session helper is marked server-only; this test process is the server.
vi.mock("server-only", () => ({}));

const database = useTestDatabase();
const versionOf = async (id: string) =>
  (await database.current().prisma.user.findUniqueOrThrow({ where: { id }, select: { sessionVersion: true } }))
    .sessionVersion;

describe("signing out ends the session, not just this browser's cookie", () => {
  it("a cookie captured before sign-out answers 401 on /api/v1 and redirects to sign-in on the dashboard afterwards", async () => {
    const user = await makeUser();
    const captured = await signedInCookie(user.email, user.password);
    expect(await apiStatus(captured)).toBe(200);
    expect(await dashboardOutcome(captured)).toBe("rendered");
    expect((await sessionOf(captured)).user).toMatchObject({ email: user.email });

    const signedOut = await signOut(captured);
    expect(signedOut.status).toBe(200);
    expect(signedOut.headers.getSetCookie().some((cookie) => /^next-auth\.session-token=;/.test(cookie))).toBe(true); // this browser's cookie is cleared

    expect(await apiStatus(captured)).toBe(401);
    expect(await dashboardOutcome(captured)).toBe("redirect /signin");
    expect(await sessionOf(captured)).toEqual({});
  });

  it("ends this session only: the user's other sessions go on (Settings ends those), and signing in again works", async () => {
    const user = await makeUser();
    const [laptop, phone] = [
      await signedInCookie(user.email, user.password),
      await signedInCookie(user.email, user.password),
    ];
    await signOut(laptop);
    expect(await apiStatus(laptop)).toBe(401);
    expect(await apiStatus(phone)).toBe(200);
    expect(await dashboardOutcome(phone)).toBe("rendered");
    const fresh = await signedInCookie(user.email, user.password);
    expect(await apiStatus(fresh)).toBe(200);
    expect(await dashboardOutcome(fresh)).toBe("rendered");
  });

  it("a token issued before session rows (no sid) can only sign out everywhere: every session of the user ends", async () => {
    const user = await makeUser();
    const phone = await signedInCookie(user.email, user.password);
    const { cookie: old } = await sessionCookie(user);
    await signOut(old);
    expect(await apiStatus(old)).toBe(401);
    expect(await apiStatus(phone)).toBe(401);
  });

  it("signing out with a session already ended ends no newer one", async () => {
    const user = await makeUser();
    const old = await signedInCookie(user.email, user.password);
    await signOut(old);
    const fresh = await signedInCookie(user.email, user.password);
    const version = await versionOf(user.id);
    await signOut(old); // a stale copy replayed against the sign-out route
    expect(await versionOf(user.id)).toBe(version);
    expect(await apiStatus(fresh)).toBe(200);
  });

  it("another user's sessions are untouched", async () => {
    const [alice, bob] = [await makeUser(), await makeUser()];
    const aliceCookie = await signedInCookie(alice.email, alice.password);
    const bobCookie = await signedInCookie(bob.email, bob.password);
    await signOut(aliceCookie);
    expect(await apiStatus(bobCookie)).toBe(200);
  });

  it("a token issued before session versions existed (no version claim) counts as version 0 until the first revoke", async () => {
    const user = await makeUser();
    const { cookie } = await sessionCookie(user); // encodes only sub and email
    expect(await apiStatus(cookie)).toBe(200);
    expect(await dashboardOutcome(cookie)).toBe("rendered");
    expect(await revokeSessions(user.id)).toBe(true);
    expect(await apiStatus(cookie)).toBe(401);
    expect(await dashboardOutcome(cookie)).toBe("redirect /signin");
  });
});
