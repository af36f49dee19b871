import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as scansRoute } from "@/app/api/v1/qrcodes/[id]/scans/route";
import { GET as statsRoute } from "@/app/api/v1/qrcodes/[id]/stats/route";
import { createCode, makeOwner } from "../codes/codes-helpers";
import { useTestDatabase } from "../helpers/database";
import { call } from "../helpers/http";
import { DESKTOP, hit, IPHONE, type ShortLinkServer, startShortLinkServer } from "./short-link-harness";
import { useGenerousLimits } from "../helpers/generous-limits";

useGenerousLimits();

// Statistics by destination: a code with a device rule and an A/B split, scanned by 50 visitors;
// every scan records the destination that served it, and the stats' topDestinations add up.
const database = useTestDatabase();
let server: ShortLinkServer;
beforeAll(async () => {
  server = await startShortLinkServer(database.current(), { trustProxy: true });
});
afterAll(() => server.close());

const today = new Date().toISOString().slice(0, 10);

describe("statistics by destination", () => {
  it("records which destination served each scan of a routed code, and sums them in topDestinations", async () => {
    const { headers } = await makeOwner();
    const created = await createCode(headers, {
      content: "https://example.com/default",
      utm: { source: "poster", medium: "qr", campaign: "spring" },
      rules: [
        { conditions: [{ kind: "device", in: ["desktop"] }], targetUrl: "https://example.com/desk" },
        {
          conditions: [],
          weightedTargets: [
            { url: "https://example.com/a", weight: 1 },
            { url: "https://example.com/b", weight: 1 },
          ],
        },
      ],
    });
    const id = created.body.id as string;
    const path = new URL(created.body.shortLink).pathname;
    const served: Record<string, number> = {};
    for (let i = 0; i < 50; i++) {
      const answer = await hit(server.origin, path, {
        headers: { "x-forwarded-for": `198.51.100.${i + 1}`, "user-agent": i % 5 === 0 ? DESKTOP : IPHONE },
      });
      const destination = (answer.headers.get("location") ?? "").split("?")[0];
      served[destination] = (served[destination] ?? 0) + 1;
    }
    expect(served["https://example.com/desk"]).toBe(10);
    expect(served["https://example.com/a"] + served["https://example.com/b"]).toBe(40);

    const stats = await call(statsRoute, `/api/v1/qrcodes/${id}/stats?startDate=${today}&endDate=${today}`, {
      headers,
      params: { id },
    });
    expect(stats.body.totalScans).toBe(50);
    const top = Object.fromEntries(
      stats.body.topDestinations.map((row: { destination: string; count: number }) => [row.destination, row.count]),
    );
    expect(top).toEqual(served); // destinations as configured: without the UTM parameters
    const scans = await call(scansRoute, `/api/v1/qrcodes/${id}/scans?size=100&startDate=${today}&endDate=${today}`, {
      headers,
      params: { id },
    });
    const listed: Record<string, number> = {};
    for (const scan of scans.body.data) listed[scan.destination] = (listed[scan.destination] ?? 0) + 1;
    expect(listed).toEqual(served);
  });

  it("records no destination for a code without rules", async () => {
    const { headers } = await makeOwner();
    const created = await createCode(headers, { content: "https://example.com/plain" });
    const id = created.body.id as string;
    await hit(server.origin, new URL(created.body.shortLink).pathname, { headers: { "user-agent": IPHONE } });
    const stats = await call(statsRoute, `/api/v1/qrcodes/${id}/stats?startDate=${today}&endDate=${today}`, {
      headers,
      params: { id },
    });
    expect(stats.body).toMatchObject({ totalScans: 1, topDestinations: [] });
    const scans = await call(scansRoute, `/api/v1/qrcodes/${id}/scans`, { headers, params: { id } });
    expect(scans.body.data[0].destination).toBeNull();
  });
});
