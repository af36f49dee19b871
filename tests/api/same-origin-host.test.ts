import { describe, expect, it } from "vitest";
import { GET as listKeys, POST as createKey } from "@/app/api/v1/keys/route";
import { useTestDatabase } from "../helpers/database";
import { makeUser, sessionCookie } from "../helpers/fixtures";
import { call } from "../helpers/http";
import { restoreEnvAfterEach, setEnv } from "../ratelimit/test-config";

// A dashboard opened at another address than APP_URL (127.0.0.1 for localhost, a LAN address, the
// port the server really listens on) sends that address as Origin and as Host. Without a trusted
// proxy that is the address the request was sent to, so its writes go through; a page of another
// site still cannot write with the session. APP_URL is http://localhost:3000 here (tests/helpers/test-env.ts).
useTestDatabase();
restoreEnvAfterEach();

const keyBody = { name: "dashboard key", permissions: ["qrcode:generate"] };

async function sessionOf() {
  return sessionCookie(await makeUser({ label: "same-origin" }));
}

const post = (session: Record<string, string>, headers: Record<string, string>) =>
  call(createKey, "/api/v1/keys", { method: "POST", headers: { ...session, ...headers }, body: keyBody });

describe("a session's write sent to the address it was opened at", () => {
  it("goes through when Origin is the Host it was sent to, whatever APP_URL says", async () => {
    const session = await sessionOf();
    for (const address of ["127.0.0.1:3250", "localhost:3250", "192.168.1.20:3000", "[::1]:3250"]) {
      const result = await post(session, {
        origin: `http://${address}`,
        host: address,
        "sec-fetch-site": "same-origin",
      });
      expect(result.status, address).toBe(201);
    }
    expect((await post(session, { origin: "http://127.0.0.1:3250", host: "127.0.0.1:3250" })).status).toBe(201); // no Sec-Fetch-Site
  });

  it("is refused from another site, naming the address to use, and writes nothing", async () => {
    const session = await sessionOf();
    const refused: Record<string, string>[] = [
      { origin: "https://evil.example", host: "127.0.0.1:3250" },
      { origin: "http://evil.example:3250", host: "127.0.0.1:3250", "sec-fetch-site": "cross-site" },
      { origin: "http://127.0.0.1:3250", host: "127.0.0.1:3250", "sec-fetch-site": "cross-site" },
      { origin: "http://127.0.0.1:3251", host: "127.0.0.1:3250", "sec-fetch-site": "same-site" },
      { origin: "https://127.0.0.1:3250", host: "127.0.0.1:3250" },
      { origin: "null", host: "127.0.0.1:3250" },
    ];
    for (const headers of refused) {
      const result = await post(session, headers);
      expect(result.status, JSON.stringify(headers)).toBe(403);
      expect(result.body.message).toBe(
        "Cross-site request refused: make this change from the dashboard at http://localhost:3000 (APP_URL).",
      );
    }
    expect((await call(listKeys, "/api/v1/keys", { headers: session })).body.data).toEqual([]);
  });

  it("is refused behind a trusted proxy, where Host is the proxy's to set, unless Origin is APP_URL's", async () => {
    setEnv({ TRUST_PROXY: "1", APP_URL: "https://codes.example.com" });
    const session = await sessionOf();
    const result = await post(session, { origin: "http://127.0.0.1:3250", host: "127.0.0.1:3250" });
    expect(result.status).toBe(403);
    expect(result.body.message).toBe(
      "Cross-site request refused: make this change from the dashboard at https://codes.example.com (APP_URL).",
    );
    expect((await post(session, { origin: "https://codes.example.com", host: "127.0.0.1:3250" })).status).toBe(201);
  });
});
