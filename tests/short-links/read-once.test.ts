import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createCode, makeOwner } from "../codes/codes-helpers";
import { useTestDatabase } from "../helpers/database";
import { DESKTOP, hit, IPHONE, scanRows, type ShortLinkServer, startShortLinkServer } from "./short-link-harness";

// The visitor of a redirect is read once for both routing and recording: one agent parse, one
// visitor hash, one place lookup, whatever looks at them.
const counts = vi.hoisted(() => ({ parses: 0, hashes: 0, lookups: 0 }));
vi.mock("@/lib/scans/parse-user-agent", async (original) => {
  const actual = await original<typeof import("@/lib/scans/parse-user-agent")>();
  return { ...actual, parseUserAgent: (userAgent: string) => (counts.parses++, actual.parseUserAgent(userAgent)) };
});
vi.mock("@/lib/scans/visitor-id", async (original) => {
  const actual = await original<typeof import("@/lib/scans/visitor-id")>();
  return { ...actual, visitorIdFor: (...args: Parameters<typeof actual.visitorIdFor>) => (counts.hashes++, actual.visitorIdFor(...args)) };
});
vi.mock("@/lib/scans/lookup-geo", async (original) => {
  const actual = await original<typeof import("@/lib/scans/lookup-geo")>();
  return { ...actual, geoFromIp: (ip: string) => (counts.lookups++, actual.geoFromIp(ip)) };
});

const database = useTestDatabase();
let server: ShortLinkServer;
beforeAll(async () => {
  server = await startShortLinkServer(database.current());
});
afterAll(() => server.close());

describe("a redirect with routing rules", () => {
  it("reads its visitor once for routing and for the scan it records", async () => {
    const { headers } = await makeOwner();
    const created = await createCode(headers, {
      content: "https://example.com/default",
      rules: [{ conditions: [{ kind: "device", in: ["mobile"] }], targetUrl: "https://example.com/phone" }],
    });
    const path = new URL(created.body.shortLink).pathname;
    for (const [agent, target] of [
      [IPHONE, "https://example.com/phone"],
      [DESKTOP, "https://example.com/default"],
    ]) {
      Object.assign(counts, { parses: 0, hashes: 0, lookups: 0 });
      const answer = await hit(server.origin, path, { headers: { "user-agent": agent } });
      expect(answer.headers.get("location")).toBe(target);
      expect(counts).toEqual({ parses: 1, hashes: 1, lookups: 1 });
    }
    expect(await scanRows(database.current(), created.body.id)).toHaveLength(2);
  });
});
