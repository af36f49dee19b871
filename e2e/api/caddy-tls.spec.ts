import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { startDnsServer } from "../../tests/helpers/dns-server";
import { caddyInstalled, curlThrough, freePort, type RunningCaddy, startCaddy } from "../helpers/caddy";

// deploy/Caddyfile in front of the production server: a branded domain verified through DNS gets a
// certificate on demand and its link answers the 302 through Caddy; a hostname nobody added gets
// no certificate. Caddy's own CA (local_certs) stands in for Let's Encrypt, on loopback ports.
// The e2e server asks DNS_SERVERS=127.0.0.1:2553 (playwright.config.ts), where this spec answers.
// CI installs Caddy (.ci/run) and sets CODEBEAM_REQUIRE_CADDY=1: then a missing caddy fails.

const DNS_PORT = 2553;
const HOSTNAME = "go.brand.test";
const TARGET = "https://example.com/menu";
const PASSWORD = "a-long-password";

test.skip(
  !caddyInstalled() && !process.env.CODEBEAM_REQUIRE_CADDY,
  "caddy is not on PATH (apt-get install caddy; CI requires it)",
);

let caddy: RunningCaddy | undefined;
let dir: string | undefined;
test.afterAll(async () => {
  await caddy?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

test("a verified branded domain is served through Caddy with an on-demand certificate; an unknown one gets none", async ({
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  expect(caddyInstalled(), "CODEBEAM_REQUIRE_CADDY is set but caddy is not on PATH").toBe(true);
  const dns = await startDnsServer(DNS_PORT);
  try {
    const origin = { origin: baseURL! };
    const email = `caddy-${Date.now()}@example.test`;
    await test.step("sign up and sign in", async () => {
      const signup = await request.post("/api/account/signup", { data: { name: "Caddy", email, password: PASSWORD } });
      expect(signup.status()).toBe(201);
      const { csrfToken } = await (await request.get("/api/auth/csrf")).json();
      await request.post("/api/auth/callback/credentials", {
        form: { csrfToken, email, password: PASSWORD, json: "true" },
      });
    });

    await test.step("add the domain and verify it by its TXT record", async () => {
      const created = await request.post("/api/v1/domains", { headers: origin, data: { hostname: HOSTNAME } });
      expect(created.status(), await created.text()).toBe(201);
      const pending = await created.json();
      expect(pending).toMatchObject({
        status: "PENDING",
        verification: { type: "TXT", name: `_codebeam.${HOSTNAME}` },
      });
      dns.answers.set(pending.verification.name, { txt: [pending.verification.value] });
      const verified = await request.post(`/api/v1/domains/${pending.id}/verify`, { headers: origin });
      expect(verified.status(), await verified.text()).toBe(200);
      expect(await verified.json()).toMatchObject({ status: "VERIFIED" });
    });

    await test.step("the install says which names may have a certificate", async () => {
      expect((await request.get(`/api/v1/domains/tls-allowed?domain=${HOSTNAME}`)).status()).toBe(200);
      expect((await request.get("/api/v1/domains/tls-allowed?domain=unverified.brand.test")).status()).toBe(404);
    });

    const httpsPort = await freePort();
    await test.step("start Caddy with deploy/Caddyfile", async () => {
      dir = mkdtempSync(path.join(tmpdir(), "codebeam-caddy-"));
      const upstream = new URL(baseURL!).host;
      caddy = await startCaddy(
        { upstream, httpPort: await freePort(), httpsPort, dir },
        { CODEBEAM_HOST: "codebeam.test" }, // the install's own host: a certificate at start
      );
    });
    const running = caddy!;

    await test.step("go.brand.test gets a certificate on demand: the handshake succeeds", async () => {
      const handshake = await curlThrough(HOSTNAME, httpsPort, "/", running.rootCert);
      expect(handshake.exitCode, `${handshake.stderr}\n${running.log()}`).toBe(0);
      expect(handshake.out).toMatch(/^[1-5]\d\d/);
      console.log(`curl https://${HOSTNAME}:${httpsPort}/ → ${handshake.out}`);
    });

    await test.step("the install's own host is proxied too", async () => {
      const own = await curlThrough("codebeam.test", httpsPort, "/api/health", running.rootCert);
      expect(own.exitCode, own.stderr).toBe(0);
      expect(own.out).toMatch(/^200\b/);
    });

    await test.step("a hostname nobody verified gets no certificate", async () => {
      const refused = await curlThrough("unverified.brand.test", httpsPort, "/menu", running.rootCert);
      console.log(
        `curl https://unverified.brand.test:${httpsPort}/menu → exit ${refused.exitCode}: ${refused.stderr.trim()}`,
      );
      expect(refused.exitCode).not.toBe(0); // the handshake fails: no certificate was issued
      expect(refused.out).not.toMatch(/^[23]\d\d/);
    });

    // Last: these need codes' domain and slug fields and the server's routing by Host.
    await test.step("a dynamic code on the domain at /menu", async () => {
      const code = await request.post("/api/v1/qrcodes", {
        headers: origin,
        data: { content: TARGET, name: "Menu", domain: HOSTNAME, slug: "menu" },
      });
      expect(code.status(), await code.text()).toBe(201);
      // The link's scheme is SHORT_LINK_BASE's (http in this suite, https behind Caddy in production).
      expect((await code.json()).shortLink).toMatch(new RegExp(`^https?://${HOSTNAME.replaceAll(".", "\\.")}/menu$`));
    });

    await test.step("https://go.brand.test/menu answers the code's 302 through Caddy", async () => {
      const served = await curlThrough(HOSTNAME, httpsPort, "/menu", running.rootCert);
      expect(served.exitCode, `${served.stderr}\n${running.log()}`).toBe(0);
      expect(served.out).toBe(`302 ${TARGET}`);
      console.log(`curl https://${HOSTNAME}:${httpsPort}/menu → ${served.out}`);
    });
  } finally {
    await dns.close();
  }
});
