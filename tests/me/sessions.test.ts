// First: the harness loads Next's server environment before anything else.
import { apiStatus, dashboardOutcome, signedInCookie } from "../auth/next-auth-harness";
import { describe, expect, it, vi } from "vitest";
import { useTestDatabase } from "../helpers/database";
import { makeKey, makeUser, recordedSessionCookie, sessionCookie } from "../helpers/fixtures";
import { bearer } from "../helpers/http";
import { fieldsOf, me } from "./me-calls";

// The dashboard's session helper is marked server-only; this test process is the server.
vi.mock("server-only", () => ({}));

const database = useTestDatabase();
const cookieHeader = (cookie: string) => ({ cookie });

describe("the user's sessions", () => {
  it("each sign-in is one session, listed with its browser and network, the caller's own marked current", async () => {
    const user = await makeUser();
    const laptop = await recordedSessionCookie(user, {
      userAgent:
        "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36",
      ip: "203.0.113.77",
    });
    const phone = await recordedSessionCookie(user, {
      userAgent:
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1",
      ip: "2001:db8:85a3:1:2:3:4:5",
    });
    const listed = await me.sessions(cookieHeader(laptop.cookie));
    expect(listed.status).toBe(200);
    const byId = Object.fromEntries(listed.body.data.map((session: { id: string }) => [session.id, session]));
    expect(byId[laptop.sessionId]).toMatchObject({
      current: true,
      userAgent: "Chrome on macOS",
      ipPrefix: "203.0.113.0/24",
    });
    expect(byId[phone.sessionId]).toMatchObject({
      current: false,
      userAgent: "Mobile Safari on iOS",
      ipPrefix: "2001:db8:85a3::/48",
    });
    expect(listed.body.data).toHaveLength(2);
    const stored = await database.current().prisma.userSession.findMany({ where: { userId: user.id } });
    expect(JSON.stringify(stored)).not.toContain("203.0.113.77"); // no full address is kept
  });

  it("a real sign-in records a session that lists as current; signing in twice gives two", async () => {
    const user = await makeUser();
    const first = await signedInCookie(user.email, user.password);
    await signedInCookie(user.email, user.password);
    const listed = await me.sessions(cookieHeader(first));
    expect(listed.status).toBe(200);
    expect(listed.body.data).toHaveLength(2);
    expect(listed.body.data.filter((session: { current: boolean }) => session.current)).toHaveLength(1);
  });

  it("ending one session signs that browser out on the API and the dashboard; the others go on", async () => {
    const user = await makeUser();
    const [laptop, phone] = [
      await signedInCookie(user.email, user.password),
      await signedInCookie(user.email, user.password),
    ];
    const phoneId = (await me.sessions(cookieHeader(phone))).body.data.find((s: { current: boolean }) => s.current).id;
    const ended = await me.endSession(cookieHeader(laptop), phoneId);
    expect(ended.status).toBe(200);
    expect(ended.body).toEqual({ ended: 1 });
    expect(await apiStatus(phone)).toBe(401);
    expect(await dashboardOutcome(phone)).toBe("redirect /signin");
    expect(await apiStatus(laptop)).toBe(200);
    expect(await dashboardOutcome(laptop)).toBe("rendered");
    expect((await me.sessions(cookieHeader(laptop))).body.data.map((s: { id: string }) => s.id)).not.toContain(phoneId);
    expect((await me.endSession(cookieHeader(laptop), phoneId)).status).toBe(404); // already ended
  });

  it("another user's session id answers 404 and stays live; a malformed id is 400 naming id", async () => {
    const [alice, bob] = [await makeUser(), await makeUser()];
    const aliceCookie = await recordedSessionCookie(alice);
    const bobCookie = await recordedSessionCookie(bob);
    const result = await me.endSession(cookieHeader(aliceCookie.cookie), bobCookie.sessionId);
    expect(result.status).toBe(404);
    expect((await me.get(cookieHeader(bobCookie.cookie))).status).toBe(200);
    const malformed = await me.endSession(cookieHeader(aliceCookie.cookie), "not-an-id");
    expect(malformed.status).toBe(400);
    expect(fieldsOf(malformed.body)).toEqual(["id"]);
  });

  it("sign out everywhere else: every other session ends, older tokens without a session row too; this one stays", async () => {
    const user = await makeUser();
    const here = await signedInCookie(user.email, user.password);
    const elsewhere = await signedInCookie(user.email, user.password);
    const { cookie: older } = await sessionCookie(user); // issued before session rows: no sid
    expect(await apiStatus(older)).toBe(200);

    const result = await me.endOthers(cookieHeader(here));
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ ended: 1 });
    expect(await apiStatus(elsewhere)).toBe(401);
    expect(await dashboardOutcome(elsewhere)).toBe("redirect /signin");
    expect(await apiStatus(older)).toBe(401);
    expect(await apiStatus(here)).toBe(200);
    expect(await dashboardOutcome(here)).toBe("rendered");
    expect((await me.sessions(cookieHeader(here))).body.data).toHaveLength(1);
  });

  it("another user's sessions are untouched by sign out everywhere else", async () => {
    const [alice, bob] = [await makeUser(), await makeUser()];
    const aliceCookie = await signedInCookie(alice.email, alice.password);
    const bobCookie = await signedInCookie(bob.email, bob.password);
    await me.endOthers(cookieHeader(aliceCookie));
    expect(await apiStatus(bobCookie)).toBe(200);
  });

  it("401 without a session; 403 with an API key", async () => {
    const user = await makeUser();
    const { sessionId } = await recordedSessionCookie(user);
    const key = bearer(await makeKey(user));
    expect((await me.sessions({})).status).toBe(401);
    expect((await me.endOthers({})).status).toBe(401);
    expect((await me.endSession({}, sessionId)).status).toBe(401);
    expect((await me.sessions(key)).status).toBe(403);
    expect((await me.endOthers(key)).status).toBe(403);
    expect((await me.endSession(key, sessionId)).status).toBe(403);
  });
});
