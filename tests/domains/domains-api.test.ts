import { describe, expect, it } from "vitest";
import { getConfig } from "@/lib/config/env";
import { createCode, getCode, makeOwner } from "../codes/codes-helpers";
import { useTestDatabase } from "../helpers/database";
import {
  addDomain,
  deleteDomain,
  getDomain,
  listDomains,
  patchDomain,
  tlsAllowed,
  verifiedDomain,
  verifyDomain,
} from "./domain-helpers";
import { useGenerousLimits } from "../helpers/generous-limits";

useGenerousLimits();

useTestDatabase();

let n = 0;
const host = (label = "go") => `${label}-${Date.now().toString(36)}-${n++}.brand.test`;

describe("POST /api/v1/domains", () => {
  it("adds a PENDING domain with the TXT record to set, IDNA names in both forms", async () => {
    const { headers } = await makeOwner();
    const name = `Bücher-${n++}.Example`;
    const added = await addDomain(headers, name);
    expect(added.status).toBe(201);
    const ascii = added.body.asciiHostname;
    expect(ascii).toMatch(/^xn--/);
    expect(added.body).toMatchObject({
      hostname: name.toLowerCase(),
      status: "PENDING",
      verification: { type: "TXT", name: `_codebeam.${ascii}` },
      isDefault: false,
      codeCount: 0,
    });
    expect(added.body.verification.value).toMatch(/^codebeam-verify=[0-9a-f]{32}$/);
  });

  it("refuses what is not a domain of its own, naming hostname", async () => {
    const { headers } = await makeOwner();
    const own = new URL(getConfig().APP_URL).hostname;
    for (const bad of ["localhost", "203.0.113.7", "[::1]", "https://go.brand.com", "go.brand.com/x", "-a.com", own]) {
      const refused = await addDomain(headers, bad);
      expect(refused.status, bad).toBe(400);
      expect(refused.body.details[0].field, bad).toBe("hostname");
    }
    expect((await listDomains(headers)).body.data).toEqual([]);
  });

  it("answers 409 DOMAIN_TAKEN for another workspace's hostname, whatever its case", async () => {
    const [first, second] = [await makeOwner(), await makeOwner()];
    const name = host();
    expect((await addDomain(first.headers, name)).status).toBe(201);
    const taken = await addDomain(second.headers, name.toUpperCase());
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe("DOMAIN_TAKEN");
    expect((await listDomains(second.headers)).body.data).toEqual([]);
  });
});

describe("a workspace's domains", () => {
  it("are 404 to another workspace, on every operation", async () => {
    const [owner, other] = [await makeOwner(), await makeOwner()];
    const { id } = (await addDomain(owner.headers, host())).body;
    for (const answer of [
      await getDomain(other.headers, id),
      await patchDomain(other.headers, id, { redirects: { root: "https://brand.example/" } }),
      await verifyDomain(other.headers, id),
      await deleteDomain(other.headers, id),
    ])
      expect(answer.status).toBe(404);
    expect((await getDomain(owner.headers, id)).body.redirects.root).toBeNull();
  });

  it("take redirects, and only a verified one becomes the default (one per workspace)", async () => {
    const { user, headers } = await makeOwner();
    const pending = (await addDomain(headers, host())).body;
    const refused = await patchDomain(headers, pending.id, { isDefault: true });
    expect(refused.status).toBe(400);
    expect(refused.body.details[0].field).toBe("isDefault");
    const first = await verifiedDomain(user.accountId, host("a"));
    const second = await verifiedDomain(user.accountId, host("b"));
    expect((await patchDomain(headers, first.id, { isDefault: true })).body.isDefault).toBe(true);
    const moved = await patchDomain(headers, second.id, {
      isDefault: true,
      redirects: { root: "https://brand.example/home", notFound: "https://brand.example/404" },
    });
    expect(moved.body).toMatchObject({
      isDefault: true,
      redirects: { root: "https://brand.example/home", notFound: "https://brand.example/404" },
    });
    expect((await getDomain(headers, first.id)).body.isDefault).toBe(false);
    const http = await patchDomain(headers, second.id, { redirects: { root: "http://brand.example/" } });
    expect(http.status).toBe(400);
    expect(http.body.details[0].field).toBe("redirects.root");
  });

  it("cannot be removed while live codes use them, unless forced (which expires them)", async () => {
    const { user, headers } = await makeOwner();
    const domain = await verifiedDomain(user.accountId, host());
    const code = await createCode(headers, {
      content: "https://example.com/menu",
      domain: domain.hostname,
      slug: "menu",
    });
    expect(code.status).toBe(201);
    const refused = await deleteDomain(headers, domain.id);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe("DOMAIN_IN_USE");
    expect((await getDomain(headers, domain.id)).body.codeCount).toBe(1);
    const forced = await deleteDomain(headers, domain.id, "?force=true");
    expect(forced.body).toEqual({ id: domain.id, deleted: true, expiredCodes: 1 });
    const after = (await getCode(headers, code.body.id)).body;
    expect(after).toMatchObject({ status: "EXPIRED", domain: null, slug: null });
    expect(after.shortLink).toMatch(/\/s\/[0-9A-Za-z]+$/);
  });
});

describe("GET /api/v1/domains/tls-allowed", () => {
  it("allows the install's own host and served domains only", async () => {
    const { user, headers } = await makeOwner();
    const served = await verifiedDomain(user.accountId, host());
    const pending = (await addDomain(headers, host())).body;
    expect((await tlsAllowed(new URL(getConfig().APP_URL).hostname)).status).toBe(200);
    expect((await tlsAllowed(served.asciiHostname.toUpperCase())).body).toEqual({
      allowed: true,
      hostname: served.asciiHostname,
    });
    expect((await tlsAllowed(pending.asciiHostname)).status).toBe(404);
    expect((await tlsAllowed("unknown.brand.test")).status).toBe(404);
  });

  it("never runs out for the proxy on this machine; strangers get the anonymous limit", async () => {
    const limit = getConfig().LIMIT_ANON_PER_MINUTE;
    for (let i = 0; i <= limit + 2; i++)
      expect((await tlsAllowed(`junk-${i}.brand.test`, "127.0.0.1")).status).toBe(404);
    expect((await tlsAllowed("junk.brand.test", "::1")).status).toBe(404);
    const stranger = "198.51.100.23";
    const answers = [];
    for (let i = 0; i <= limit; i++) answers.push((await tlsAllowed(`junk-${i}.brand.test`, stranger)).status);
    expect(answers.at(-1)).toBe(429);
  });
});
