import { describe, expect, it, vi } from "vitest";
import { createCode, footprint, getCode, listCodes, makeOwner, updateCode } from "../codes/codes-helpers";
import { DESKTOP, IPHONE, scanRows } from "./short-link-harness";
import { useSmartCodeServer } from "./smart-code-server";
import { useGenerousLimits } from "../helpers/generous-limits";

useGenerousLimits();

// Smart dynamic codes through the API and the short link: rules, A/B rotation, UTM, schedule,
// fallback and maxScans. The short-link server trusts X-Forwarded-For and edge country headers,
// so each test can play many visitors from many places.

// How often a visitor is read (agent parse, visitor hash, place lookup): counted, not changed.
const reads = vi.hoisted(() => ({ parses: 0, hashes: 0, lookups: 0 }));
vi.mock("@/lib/scans/parse-user-agent", async (original) => {
  const actual = await original<typeof import("@/lib/scans/parse-user-agent")>();
  return {
    ...actual,
    parseUserAgent: (userAgent: string) => {
      reads.parses++;
      return actual.parseUserAgent(userAgent);
    },
  };
});
vi.mock("@/lib/scans/visitor-id", async (original) => {
  const actual = await original<typeof import("@/lib/scans/visitor-id")>();
  return {
    ...actual,
    visitorIdFor: (...args: Parameters<typeof actual.visitorIdFor>) => {
      reads.hashes++;
      return actual.visitorIdFor(...args);
    },
  };
});
vi.mock("@/lib/scans/lookup-geo", async (original) => {
  const actual = await original<typeof import("@/lib/scans/lookup-geo")>();
  return {
    ...actual,
    geoFromIp: (ip: string) => {
      reads.lookups++;
      return actual.geoFromIp(ip);
    },
  };
});
const { database, nextIp, smartCode, visit, locationOf } = useSmartCodeServer();

describe("routing rules", () => {
  it("sends each visitor to the first matching rule's target, else the code's own", async () => {
    const { path } = await smartCode({
      rules: [
        { conditions: [{ kind: "query", param: "src", equals: "flyer" }], targetUrl: "https://example.com/flyer" },
        {
          conditions: [
            { kind: "device", in: ["mobile"] },
            { kind: "os", in: ["ios"] },
          ],
          targetUrl: "https://example.com/ios",
        },
        { conditions: [{ kind: "country", in: ["de", "AT"] }], targetUrl: "https://example.com/de" },
        { conditions: [{ kind: "language", in: ["fr"] }], targetUrl: "https://example.com/fr" },
        { conditions: [{ kind: "browser", in: ["Chrome"] }], targetUrl: "https://example.com/chrome" },
      ],
    });
    const firefox = "Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0";
    expect(await locationOf(`${path}?src=flyer`, { "user-agent": IPHONE })).toBe("https://example.com/flyer");
    expect(await locationOf(path, { "user-agent": IPHONE, "cf-ipcountry": "DE" })).toBe("https://example.com/ios");
    expect(await locationOf(path, { "user-agent": firefox, "cf-ipcountry": "AT" })).toBe("https://example.com/de");
    expect(await locationOf(path, { "user-agent": firefox, "accept-language": "en;q=0.4, fr-CA, fr;q=0.9" })).toBe(
      "https://example.com/fr",
    );
    expect(await locationOf(path, { "user-agent": DESKTOP, "cf-ipcountry": "US" })).toBe("https://example.com/chrome");
    expect(await locationOf(path, { "user-agent": firefox, "cf-ipcountry": "US", "accept-language": "en-US" })).toBe(
      "https://example.com/default",
    );
  });

  it("reads a routed redirect's visitor once, for routing and for the scan it records", async () => {
    const { id, path } = await smartCode({
      rules: [{ conditions: [{ kind: "device", in: ["mobile"] }], targetUrl: "https://example.com/phone" }],
    });
    for (const [agent, target] of [
      [IPHONE, "https://example.com/phone"],
      [DESKTOP, "https://example.com/default"],
    ]) {
      Object.assign(reads, { parses: 0, hashes: 0, lookups: 0 });
      expect(await locationOf(path, { "user-agent": agent })).toBe(target);
      expect(reads).toEqual({ parses: 1, hashes: 1, lookups: 1 });
    }
    expect(await scanRows(database.current(), id)).toHaveLength(2);
  });

  it("rotates A/B targets by weight, the same target for a returning visitor", async () => {
    const { id, path } = await smartCode({
      rules: [
        {
          conditions: [],
          weightedTargets: [
            { url: "https://example.com/a", weight: 1 },
            { url: "https://example.com/b", weight: 3 },
          ],
        },
      ],
    });
    const counts = { "https://example.com/a": 0, "https://example.com/b": 0 } as Record<string, number>;
    const visitors = 400;
    for (let i = 0; i < visitors; i++) {
      const ip = nextIp();
      const first = await locationOf(path, { "x-forwarded-for": ip });
      expect(await locationOf(path, { "x-forwarded-for": ip }), "sticky per visitor").toBe(first);
      counts[first as string]++;
    }
    // Chi-square with 1 degree of freedom against 1:3; 10.83 is the 0.1 % critical value.
    const expected = [visitors / 4, (visitors * 3) / 4];
    const observed = [counts["https://example.com/a"], counts["https://example.com/b"]];
    const chiSquare = observed.reduce((sum, seen, i) => sum + (seen - expected[i]) ** 2 / expected[i], 0);
    expect(chiSquare).toBeLessThan(10.83);
    expect(await scanRows(database.current(), id)).toHaveLength(visitors * 2);
  });

  it("adds UTM parameters, keeping the target's query and its own utm values", async () => {
    const { path } = await smartCode({
      content: "https://example.com/page?ref=print&utm_source=own#top",
      utm: { source: "poster", medium: "qr", campaign: "spring sale", content: "a&b" },
      rules: [{ conditions: [{ kind: "query", param: "alt" }], targetUrl: "https://example.com/alt" }],
    });
    expect(await locationOf(path)).toBe(
      "https://example.com/page?ref=print&utm_source=own&utm_medium=qr&utm_campaign=spring%20sale&utm_content=a%26b#top",
    );
    expect(await locationOf(`${path}?alt=1`)).toBe(
      "https://example.com/alt?utm_source=poster&utm_medium=qr&utm_campaign=spring%20sale&utm_content=a%26b",
    );
  });

  it("applies changed rules to the next scan, and null clears them", async () => {
    const { headers, id, path } = await smartCode({});
    expect(await locationOf(path)).toBe("https://example.com/default");
    const rules = [{ conditions: [{ kind: "device", in: ["desktop"] }], targetUrl: "https://example.com/desk" }];
    const updated = await updateCode(headers, id, { rules });
    expect(updated.status).toBe(200);
    expect(updated.body.rules).toEqual(rules);
    expect(await locationOf(path)).toBe("https://example.com/desk");
    expect((await updateCode(headers, id, { rules: null })).body.rules).toBeNull();
    expect(await locationOf(path)).toBe("https://example.com/default");
  });

  it("matches a time window in the rule's time zone", async () => {
    const { path } = await smartCode({
      rules: [
        {
          conditions: [
            { kind: "time", timeZone: "Pacific/Kiritimati", days: ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] },
          ],
          targetUrl: "https://example.com/always",
        },
      ],
    });
    expect(await locationOf(path)).toBe("https://example.com/always");
  });
});

describe("schedule, fallback and scan limit", () => {
  it("redirects an expired code to its fallback without counting a scan, and shows it EXPIRED", async () => {
    const past = new Date(Date.now() - 60_000).toISOString();
    const { headers, id, path } = await smartCode({ expiresAt: past, fallbackUrl: "https://example.com/over" });
    const answer = await visit(path);
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe("https://example.com/over");
    expect(await scanRows(database.current(), id)).toHaveLength(0);
    expect((await getCode(headers, id)).body).toMatchObject({
      status: "EXPIRED",
      expiresAt: past,
      fallbackUrl: "https://example.com/over",
    });
    expect((await listCodes(headers, "?status=EXPIRED")).body.data.map((code: { id: string }) => code.id)).toEqual([
      id,
    ]);
    expect((await listCodes(headers, "?status=READY")).body.data).toEqual([]);
  });

  it("answers 410 before validFrom and after expiresAt when there is no fallback", async () => {
    const future = new Date(Date.now() + 3_600_000).toISOString();
    const notYet = await smartCode({ validFrom: future });
    expect((await visit(notYet.path)).status).toBe(410);
    const over = await smartCode({ expiresAt: new Date(Date.now() - 1000).toISOString() });
    expect((await visit(over.path)).status).toBe(410);
    const live = await smartCode({ validFrom: new Date(Date.now() - 1000).toISOString(), expiresAt: future });
    expect(await locationOf(live.path)).toBe("https://example.com/default");
  });

  it("counts exactly maxScans under 50 concurrent scans, then expires the code", async () => {
    const { headers, id, path } = await smartCode({ maxScans: 7, fallbackUrl: "https://example.com/sold-out" });
    const answers = await Promise.all(Array.from({ length: 50 }, () => visit(path)));
    const locations = answers.map((answer) => answer.headers.get("location"));
    expect(locations.filter((location) => location === "https://example.com/default")).toHaveLength(7);
    expect(locations.filter((location) => location === "https://example.com/sold-out")).toHaveLength(43);
    expect(await scanRows(database.current(), id)).toHaveLength(7);
    expect((await getCode(headers, id)).body).toMatchObject({ status: "EXPIRED", scanCount: 7, maxScans: 7 });
  });
});

describe("bad smart fields", () => {
  it("are refused with the field named, and create nothing", async () => {
    const { user, headers } = await makeOwner();
    const cases: [Record<string, unknown>, string][] = [
      [
        { rules: [{ conditions: [{ kind: "moon", in: ["full"] }], targetUrl: "https://example.com/x" }] },
        "rules[0].conditions[0].kind",
      ],
      [
        { rules: [{ conditions: [{ kind: "device", in: ["fridge"] }], targetUrl: "https://example.com/x" }] },
        "rules[0].conditions[0].in[0]",
      ],
      [
        { rules: [{ conditions: [{ kind: "time", timeZone: "Mars/Olympus" }], targetUrl: "https://example.com/x" }] },
        "rules[0].conditions[0].timeZone",
      ],
      [
        {
          rules: [
            { conditions: [{ kind: "time", timeZone: "UTC", from: "25:00" }], targetUrl: "https://example.com/x" },
          ],
        },
        "rules[0].conditions[0].from",
      ],
      [{ rules: [{ conditions: [], targetUrl: "javascript:alert(1)" }] }, "rules[0].targetUrl"],
      [{ rules: [{ conditions: [] }] }, "rules[0].targetUrl"],
      [
        {
          rules: [
            {
              conditions: [],
              weightedTargets: [
                { url: "https://example.com/a", weight: 0 },
                { url: "https://example.com/b", weight: 1 },
              ],
            },
          ],
        },
        "rules[0].weightedTargets[0].weight",
      ],
      [{ expiresAt: "tomorrow" }, "expiresAt"],
      [{ validFrom: "2027-02-01T00:00:00Z", expiresAt: "2027-01-01T00:00:00Z" }, "expiresAt"],
      [{ maxScans: 0 }, "maxScans"],
      [{ fallbackUrl: "ftp://example.com/" }, "fallbackUrl"],
      [{ utm: { source: "a", medium: "b" } }, "utm.campaign"],
      [{ mode: "STATIC", content: "hello", maxScans: 5 }, "maxScans"],
      [{ password: "abc" }, "password"],
    ];
    for (const [extra, field] of cases) {
      const result = await createCode(headers, { content: "https://example.com/", ...extra });
      expect(result.status, JSON.stringify(extra)).toBe(400);
      expect(
        result.body.details.map((detail: { field: string }) => detail.field),
        JSON.stringify(extra),
      ).toContain(field);
    }
    expect(await footprint(user.accountId)).toEqual({ codes: 0, ledger: 1, quota: 0, events: 0 });
  });
});
