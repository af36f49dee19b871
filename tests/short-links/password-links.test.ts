import { describe, expect, it } from "vitest";
import { getCode, updateCode } from "../codes/codes-helpers";
import { DESKTOP, scanRows } from "./short-link-harness";
import { useSmartCodeServer } from "./smart-code-server";
import { useGenerousLimits } from "../helpers/generous-limits";

useGenerousLimits();

// Password-protected links through the API and the short link: the password page, the pass cookie,
// and the attempt limits per code and network. The server trusts X-Forwarded-For, so each test can
// play visitors from many networks.

const { database, nextIp, smartCode, visit, origin } = useSmartCodeServer();

describe("password-protected links", () => {
  const post = (path: string, password: string, ip: string, userAgent = DESKTOP, cookie = "") =>
    fetch(`${origin()}${path}`, {
      method: "POST",
      redirect: "manual",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "x-forwarded-for": ip,
        "user-agent": userAgent,
        ...(cookie ? { cookie } : {}),
      },
      body: new URLSearchParams({ password }),
    });

  it("asks for the password, lets the right one through with a cookie for this code, and counts one scan", async () => {
    const { headers, id, path } = await smartCode({ password: "open sesame" });
    const ip = nextIp();
    const asked = await visit(path, { "x-forwarded-for": ip });
    expect(asked.status).toBe(200);
    expect(asked.body).toContain('<form method="post">');
    expect(asked.body).not.toContain("example.com/default");
    expect(asked.body).toContain("<svg");
    expect(asked.headers.get("content-security-policy")).toContain("form-action 'self'");

    const wrong = await post(path, "open sesame?", ip);
    expect(wrong.status).toBe(403);
    expect(await wrong.text()).toMatch(/not right/);
    // A page of the link's own origin that moves on to the link, not a redirect: a browser checks
    // every redirect after a form's POST against form-action 'self' (e2e/ui/password-link.spec.ts).
    const right = await post(`${path}?from=poster&x=%22%3E`, "open sesame", ip);
    expect(right.status).toBe(200);
    expect(right.headers.get("location")).toBeNull();
    const page = await right.text();
    expect(page).toContain(`<meta http-equiv="refresh" content="0;url=${path}?from=poster&amp;x=%22%3E">`);
    expect(page).not.toContain("example.com/default");
    const cookie = (right.headers.get("set-cookie") ?? "").split(";")[0];
    expect(right.headers.get("set-cookie")).toMatch(new RegExp(`Path=${path}; Max-Age=3600; HttpOnly; SameSite=Lax`));
    expect(await scanRows(database.current(), id)).toHaveLength(0);

    const through = await visit(path, { "x-forwarded-for": ip, cookie });
    expect(through.status).toBe(302);
    expect(through.headers.get("location")).toBe("https://example.com/default");
    expect(await scanRows(database.current(), id)).toHaveLength(1);
    expect((await getCode(headers, id)).body.passwordProtected).toBe(true);

    // The cookie opens no other code, and no longer this one once the password changes.
    const other = await smartCode({ password: "open sesame" });
    expect(
      (
        await visit(other.path, {
          cookie: cookie.replace(path.split("/").pop() as string, other.path.split("/").pop() as string),
        })
      ).status,
    ).toBe(200);
    await updateCode(headers, id, { password: "new words" });
    expect((await visit(path, { cookie })).status).toBe(200);
    await updateCode(headers, id, { password: null });
    expect((await visit(path)).status).toBe(302);
  });

  it("limits attempts per code and network, whatever the user agent and cookies, and says when to try again", async () => {
    const { path } = await smartCode({ password: "right one" });
    const ip = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++)
      statuses.push((await post(path, `guess ${i}`, ip, `agent ${i}`, `cb_pass_x=${i}`)).status);
    expect(statuses).toEqual(Array(10).fill(403));
    const refused = await post(path, "right one", ip, "yet another agent");
    expect(refused.status).toBe(429);
    const seconds = Number(refused.headers.get("retry-after"));
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(600);
    expect(await refused.text()).toMatch(/Too many tries\. Try again in (under a minute|\d+ minutes?)\./);
    // Another network is not held back, on this code or another.
    expect((await post(path, "right one", nextIp())).status).toBe(200);
    const open = await smartCode({});
    expect((await post(open.path, "anything", nextIp())).status).toBe(405);
  });

  it("counts an IPv6 network by its /64, and an IPv4-mapped address as its IPv4", async () => {
    const { path } = await smartCode({ password: "right one" });
    for (let i = 1; i <= 10; i++)
      expect((await post(path, "wrong", `2001:db8:aa:bb::${i.toString(16)}`)).status).toBe(403);
    expect((await post(path, "right one", "2001:db8:aa:bb:ffff::1")).status).toBe(429);
    expect((await post(path, "right one", "2001:db8:aa:bc::1")).status).toBe(200);

    const mapped = await smartCode({ password: "right one" });
    for (let i = 0; i < 10; i++)
      expect((await post(mapped.path, "wrong", i % 2 ? "198.51.100.7" : "::ffff:198.51.100.7")).status).toBe(403);
    expect((await post(mapped.path, "right one", "198.51.100.7")).status).toBe(429);
  });
});
