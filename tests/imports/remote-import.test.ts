import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { grantCredits } from "@/lib/credits/grant-credits";
import { db } from "@/lib/db/client";
import { footprint, makeOwner } from "../codes/codes-helpers";
import { verifiedDomain } from "../domains/domain-helpers";
import { type FakeBitlyServer, startFakeBitly } from "../helpers/fake-bitly-server";
import { type FakeDubServer, startFakeDub } from "../helpers/fake-dub-server";
import { type FakeShlinkServer, startFakeShlink } from "../helpers/fake-shlink-server";
import { useTestDatabase } from "../helpers/database";
import { recordWaits, setEnv } from "./sources/source-helpers";
import { importNow } from "./import-helpers";
import { useGenerousLimits } from "../helpers/generous-limits";

useGenerousLimits();

useTestDatabase();

// The fakes put their branded links on go.brand.com; a hostname is one workspace's at a time.
const BRAND = "go.brand.com";
let bitly: FakeBitlyServer;
let dub: FakeDubServer;
let shlink: FakeShlinkServer;

beforeAll(async () => {
  [bitly, dub, shlink] = await Promise.all([
    startFakeBitly({ count: 12 }),
    startFakeDub({ count: 9 }),
    startFakeShlink({ count: 8, defaultDomain: "s.test" }),
  ]);
  setEnv({ BITLY_API_URL: bitly.origin, DUB_API_URL: dub.origin, ALLOW_PRIVATE_TARGETS: "1" });
});
afterEach(async () => {
  await (await db()).domain.deleteMany({ where: { hostname: BRAND } });
});
afterAll(async () => {
  setEnv({ BITLY_API_URL: undefined, DUB_API_URL: undefined, ALLOW_PRIVATE_TARGETS: undefined });
  await Promise.all([bitly.close(), dub.close(), shlink.close()]);
});

async function ownerWithBrand() {
  const owner = await makeOwner();
  await grantCredits(owner.user.accountId, 1_000);
  const domain = await verifiedDomain(owner.user.accountId, BRAND);
  return { ...owner, domainId: domain.id };
}

const codesOf = async (accountId: string) =>
  (await db()).qrCode.findMany({
    where: { accountId },
    select: {
      importSourceId: true,
      targetUrl: true,
      domainId: true,
      slug: true,
      shortCode: true,
      name: true,
      tags: true,
    },
  });

describe("imports from Bitly, Dub and Shlink", () => {
  it("Bitly: every bitlink of the group; a custom back-half on the workspace's domain keeps its slug, bit.ly links get new ones; again: nothing new", async () => {
    const { user, headers, domainId } = await ownerWithBrand();
    const done = await importNow(headers, { source: "bitly", options: { token: bitly.token } });
    expect(done).toMatchObject({ status: "SUCCEEDED", total: 12, created: 12, failed: 0 });
    const codes = await codesOf(user.accountId);
    const custom = codes.find((code) => code.importSourceId === "bit.ly/b4");
    expect(custom).toMatchObject({
      domainId,
      slug: "custom-4",
      targetUrl: "https://example.com/bitly/4?ref=print",
      name: "Bitlink 4",
    });
    const plain = codes.find((code) => code.importSourceId === "bit.ly/b0");
    expect(plain).toMatchObject({ domainId: null, slug: null, tags: ["menu", "batch-0"] });
    expect(plain?.shortCode).toMatch(/^[A-Za-z0-9]+$/);
    const again = await importNow(headers, { source: "bitly", options: { token: bitly.token } });
    expect(again).toMatchObject({ created: 0, skipped: 12 });
  });

  it("Dub: links on the workspace's domain keep their key", async () => {
    const { user, headers, domainId } = await ownerWithBrand();
    const done = await importNow(headers, { source: "dub", options: { apiKey: dub.apiKey } });
    expect(done).toMatchObject({ status: "SUCCEEDED", total: 9, created: 9 });
    const branded = (await codesOf(user.accountId)).filter((code) => code.domainId === domainId);
    expect(branded.map((code) => code.slug).sort()).toEqual([2, 5, 8].map((index) => dub.link(index).key).sort());
  });

  it("Shlink: short URLs on the default domain and on the workspace's domain", async () => {
    const { user, headers, domainId } = await ownerWithBrand();
    const done = await importNow(headers, {
      source: "shlink",
      options: { baseUrl: shlink.origin, apiKey: shlink.apiKey },
    });
    expect(done).toMatchObject({ status: "SUCCEEDED", total: 8, created: 8 });
    const branded = (await codesOf(user.accountId)).filter((code) => code.domainId === domainId);
    expect(branded.map((code) => code.slug).sort()).toEqual(["c3", "c7"]);
  });

  it("a refused token fails the import naming the field, never showing the token, writing nothing", async () => {
    const { user, headers } = await ownerWithBrand();
    const before = await footprint(user.accountId);
    const done = await importNow(headers, { source: "bitly", options: { token: "wrong-token-123" } });
    expect(done).toMatchObject({ status: "FAILED", error: { code: "INVALID_REQUEST" }, created: 0 });
    expect(done.error.message).toMatch(/^options\.token: /);
    expect(JSON.stringify(done)).not.toContain("wrong-token-123");
    expect(await footprint(user.accountId)).toEqual({ ...before, events: before.events + 1 });
    const stored = await (await db()).import.findUniqueOrThrow({
      where: { id: done.id },
      select: { optionsSealed: true },
    });
    expect(stored.optionsSealed).toBeNull();
  });

  it("a 429 and two 5xx from the source are waited out and retried", async () => {
    const waits = recordWaits();
    const { headers } = await ownerWithBrand();
    dub.failNext([{ status: 429, headers: { "retry-after": "3" } }, { status: 502 }, { status: 503 }]);
    const done = await importNow(headers, { source: "dub", options: { apiKey: dub.apiKey } });
    expect(done).toMatchObject({ status: "SUCCEEDED", created: 9 });
    expect(waits[0]).toBe(3000);
    expect(waits).toHaveLength(3);
  });
});
