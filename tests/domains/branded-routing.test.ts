import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDomainDirectory, type DomainDirectory } from "@/lib/domains/domain-directory";
import { createCode, getCode, listCodes, makeOwner, updateCode } from "../codes/codes-helpers";
import { useTestDatabase } from "../helpers/database";
import {
  DESKTOP,
  outboxRows,
  subscribe,
  type ShortLinkServer,
  scanRows,
  startShortLinkServer,
} from "../short-links/short-link-harness";
import { patchDomain, verifiedDomain } from "./domain-helpers";
import { useGenerousLimits } from "../helpers/generous-limits";

useGenerousLimits();

const database = useTestDatabase();

/** A request with its own Host header (fetch sets Host from the URL). */
function hit(origin: string, host: string, path: string, method = "GET") {
  const { port } = new URL(origin);
  return new Promise<{ status: number; location?: string; body: string }>((resolve, reject) => {
    const sent = request(
      { host: "127.0.0.1", port, path, method, headers: { host, "user-agent": DESKTOP } },
      (answer) => {
        let body = "";
        answer.setEncoding("utf8");
        answer.on("data", (chunk) => (body += chunk));
        answer.on("end", () => resolve({ status: answer.statusCode!, location: answer.headers.location, body }));
      },
    );
    sent.on("error", reject);
    sent.end();
  });
}

let server: ShortLinkServer;
let directory: DomainDirectory;
let n = 0;
const host = (label: string) => `${label}-${Date.now().toString(36)}-${n++}.brand.test`;

beforeAll(async () => {
  directory = await createDomainDirectory(database.current().sql, database.current().listen);
  server = await startShortLinkServer(database.current(), { domains: directory });
});
afterAll(async () => {
  await server?.close();
  await directory?.stop();
});

/** A workspace with a served domain, known to the directory. */
async function brand(label = "go") {
  const owner = await makeOwner();
  const domain = await verifiedDomain(owner.user.accountId, host(label));
  await directory.reload();
  return { ...owner, domain };
}

describe("links on a branded domain", () => {
  it("answer at the root of their host, the same slug on two domains leading to two codes", async () => {
    const [a, b] = [await brand("a"), await brand("b")];
    const first = await createCode(a.headers, {
      content: "https://example.com/a",
      domain: a.domain.hostname,
      slug: "menu",
    });
    await createCode(b.headers, {
      content: "https://example.com/b",
      domain: b.domain.hostname,
      slug: "menu",
    });
    expect(first.body.shortLink).toBe(`http://${a.domain.asciiHostname}/menu`);
    await subscribe(database.current(), a.user.accountId, ["scan.created"]);
    expect((await hit(server.origin, a.domain.asciiHostname, "/menu")).location).toBe("https://example.com/a");
    // Host is case-insensitive and may carry a port (a TLS proxy on another port forwards it).
    const upper = await hit(server.origin, `${b.domain.asciiHostname.toUpperCase()}:8443`, "/menu");
    expect(upper.location).toBe("https://example.com/b");
    expect((await hit(server.origin, a.domain.asciiHostname, "/MENU")).status).toBe(404); // slugs are case-sensitive
    expect(await scanRows(database.current(), first.body.id)).toHaveLength(1);
    // Webhooks name the link the scan came through: the branded one.
    const events = await outboxRows(database.current(), a.user.accountId);
    const scans = events.filter((event) => event.type === "scan.created");
    expect(scans.map((event) => (event.payload as { qrCode: { shortLink: string } }).qrCode.shortLink)).toEqual([
      `http://${a.domain.asciiHostname}/menu`,
    ]);
    expect((await hit(server.origin, a.domain.asciiHostname, "/menu/qr.svg")).status).toBe(200);
  });

  it("serve nothing of the app: the dashboard, the API and other paths are 404", async () => {
    const { domain } = await brand();
    for (const path of [
      "/dashboard",
      "/dashboard/codes",
      "/api/v1/qrcodes",
      "/api/health",
      "/s/abc",
      "/_next/x.js",
      "/a%2Fb",
    ])
      expect((await hit(server.origin, domain.asciiHostname, path)).status, path).toBe(404);
    expect((await hit(server.origin, domain.asciiHostname, "/menu", "PUT")).status).toBe(405);
  });

  it("send the root and unknown slugs to the domain's redirects, else our pages", async () => {
    const { headers, domain } = await brand();
    const root = await hit(server.origin, domain.asciiHostname, "/");
    expect(root.status).toBe(200);
    expect(root.body).toContain("Short links live here");
    expect((await hit(server.origin, domain.asciiHostname, "/nothing")).status).toBe(404);
    await patchDomain(headers, domain.id, {
      redirects: { root: "https://brand.example/", notFound: "https://brand.example/missing" },
    });
    await directory.reload();
    expect((await hit(server.origin, domain.asciiHostname, "/")).location).toBe("https://brand.example/");
    expect((await hit(server.origin, domain.asciiHostname, "/nothing")).location).toBe("https://brand.example/missing");
  });

  it("leave an unknown Host as it was: the install's own short links", async () => {
    const { headers } = await makeOwner();
    const code = await createCode(headers, { content: "https://example.com/plain" });
    const path = new URL(code.body.shortLink).pathname;
    expect((await hit(server.origin, "unknown.brand.test", path)).location).toBe("https://example.com/plain");
  });
});

describe("a code's domain and slug", () => {
  it("409 SLUG_TAKEN on the same domain; 400 on a domain of another workspace or none", async () => {
    const [mine, theirs] = [await brand("mine"), await brand("theirs")];
    const body = { content: "https://example.com/x", domain: mine.domain.hostname, slug: "promo" };
    expect((await createCode(mine.headers, body)).status).toBe(201);
    const taken = await createCode(mine.headers, body);
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe("SLUG_TAKEN");
    const foreign = await createCode(theirs.headers, body);
    expect(foreign.status).toBe(400);
    expect(foreign.body.details[0].field).toBe("domain");
    const { headers } = await makeOwner();
    const noDomain = await createCode(headers, { content: "https://example.com/x", slug: "promo" });
    expect(noDomain.body.details[0].field).toBe("slug");
  });

  it("moves with the old link still redirecting, and the default domain applies when none is named", async () => {
    const { headers, domain } = await brand();
    await patchDomain(headers, domain.id, { isDefault: true });
    const code = await createCode(headers, { content: "https://example.com/menu" });
    const { slug } = (await getCode(headers, code.body.id)).body;
    expect(code.body.shortLink).toBe(`http://${domain.asciiHostname}/${slug}`);
    // null asks for the install's own base despite the default.
    const plain = await createCode(headers, { content: "https://example.com/plain", domain: null });
    expect(plain.body).toMatchObject({
      domain: null,
      slug: null,
      shortLink: expect.stringMatching(/\/s\/[0-9A-Za-z]+$/),
    });
    const moved = await updateCode(headers, code.body.id, { slug: "dinner" });
    expect(moved.body).toMatchObject({ slug: "dinner", shortLink: `http://${domain.asciiHostname}/dinner` });
    expect((await hit(server.origin, domain.asciiHostname, "/dinner")).location).toBe("https://example.com/menu");
    // The list's search finds it by its pasted branded link.
    const found = await listCodes(headers, `?q=${encodeURIComponent(moved.body.shortLink)}`);
    expect(found.body.data.map((row: { id: string }) => row.id)).toEqual([code.body.id]);
    // Printed codes keep the old link: it answers as a recorded scan, and no other code may take it.
    expect((await hit(server.origin, domain.asciiHostname, `/${slug}`)).location).toBe("https://example.com/menu");
    expect(await scanRows(database.current(), code.body.id)).toHaveLength(2);
    const reuse = await createCode(headers, { content: "https://example.com/y", slug });
    expect(reuse.status).toBe(409);
    const back = await updateCode(headers, code.body.id, { domain: null });
    expect(back.body).toMatchObject({ domain: null, slug: null });
    expect(back.body.shortLink).toMatch(/\/s\/[0-9A-Za-z]+$/);
    expect((await hit(server.origin, domain.asciiHostname, "/dinner")).location).toBe("https://example.com/menu");
  });
});
