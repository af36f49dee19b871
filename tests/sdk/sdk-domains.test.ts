// The SDK's domains namespace against the API, and a code on a branded domain through qrcodes.create.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetConfigForTests } from "@/lib/config/env";
import type * as Sdk from "../../sdk/src/index";
import { useTestDatabase } from "../helpers/database";
import { type DnsServer, startDnsServer } from "../helpers/dns-server";
import { makeKey, makeUser } from "../helpers/fixtures";
import { type ApiServer, buildSdk, SDK_DIST_ENTRY, startApiServer } from "./api-server";

useTestDatabase();

let sdk: typeof Sdk;
let api: ApiServer;
let dns: DnsServer;

beforeAll(async () => {
  buildSdk();
  sdk = await import(/* @vite-ignore */ SDK_DIST_ENTRY);
  dns = await startDnsServer();
  process.env.DNS_SERVERS = dns.address;
  resetConfigForTests();
  api = await startApiServer();
}, 300_000);
afterAll(async () => {
  await api?.close();
  await dns?.close();
  delete process.env.DNS_SERVERS;
  resetConfigForTests();
});

describe("@codebeam/sdk domains", () => {
  it("adds, verifies, configures and removes a domain; codes created on it carry its link", async () => {
    const owner = await makeUser();
    const client = new sdk.Codebeam({
      apiKey: await makeKey(owner, ["qrcode:generate", "qrcode:create"]),
      baseUrl: api.origin,
      maxRetries: 0,
    });
    const hostname = `go-${Date.now().toString(36)}.brand.test`;
    const added = await client.domains.create({ hostname });
    expect(added).toMatchObject({ hostname, status: "PENDING" });
    const missing = await client.domains.verify(added.id);
    expect(missing.lastCheck).toMatchObject({ error: "RECORD_MISSING" });
    dns.answers.set(added.verification.name, { txt: [["codebeam-verify=", added.verification.value.split("=")[1]]] });
    expect((await client.domains.verify(added.id)).status).toBe("VERIFIED");
    await client.domains.update(added.id, { isDefault: true, redirects: { root: "https://brand.example/" } });
    expect((await client.domains.list()).data).toEqual([
      expect.objectContaining({
        id: added.id,
        isDefault: true,
        redirects: { root: "https://brand.example/", notFound: null },
      }),
    ]);
    const code = await client.qrcodes.create({ content: "https://example.com/menu", slug: "menu" });
    expect(code.shortLink).toBe(`http://${hostname}/menu`);
    const inUse = await client.domains.delete(added.id).catch((error: Sdk.CodebeamError) => error);
    expect(inUse).toMatchObject({ status: 409, code: "DOMAIN_IN_USE" });
    expect(await client.domains.delete(added.id, { force: true })).toEqual({
      id: added.id,
      deleted: true,
      expiredCodes: 1,
    });
    expect((await client.domains.list()).data).toEqual([]);
  });
});
