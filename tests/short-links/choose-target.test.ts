import { describe, expect, it } from "vitest";
import {
  chooseTarget,
  hasEnded,
  preferredLanguage,
  type SmartRow,
  type Visitor,
} from "@/lib/short-links/choose-target";
import type { RoutingRule } from "@/lib/codes/smart-schemas";

// The rule engine's clock and language parts, at fixed instants (DST, wrap-around windows).
const row = (rules: RoutingRule[], extra: Partial<SmartRow> = {}): SmartRow => ({
  targetUrl: "https://example.com/default",
  validFrom: null,
  expiresAt: null,
  fallbackUrl: null,
  maxScans: null,
  scanClaims: 0,
  rules,
  utm: null,
  ...extra,
});
const visitor = (now: string, extra: Partial<Visitor> = {}): Visitor => ({
  device: "mobile",
  os: "iOS",
  browser: "Mobile Safari",
  country: "US",
  region: "NY",
  city: "New York",
  language: null,
  query: new URLSearchParams(),
  visitorId: "v1",
  now: new Date(now),
  ...extra,
});
const office: RoutingRule = {
  conditions: [
    {
      kind: "time",
      timeZone: "America/New_York",
      days: ["mon", "tue", "wed", "thu", "fri"],
      from: "09:00",
      to: "17:00",
    },
  ],
  targetUrl: "https://example.com/office",
};
const night: RoutingRule = {
  conditions: [{ kind: "time", timeZone: "Europe/Berlin", days: ["fri"], from: "22:00", to: "06:00" }],
  targetUrl: "https://example.com/night",
};
const target = (rules: RoutingRule[], now: string) => chooseTarget(row(rules), visitor(now)).url;

describe("time windows", () => {
  it("read the local clock of the rule's time zone on both sides of a DST change", () => {
    // New York: EST (UTC−5) until 2026-03-08 07:00 UTC, EDT (UTC−4) after.
    expect(target([office], "2026-03-06T14:00:00Z")).toBe("https://example.com/office"); // Fri 09:00 EST
    expect(target([office], "2026-03-06T13:59:00Z")).toBe("https://example.com/default"); // Fri 08:59 EST
    expect(target([office], "2026-03-09T13:00:00Z")).toBe("https://example.com/office"); // Mon 09:00 EDT
    expect(target([office], "2026-03-09T21:00:00Z")).toBe("https://example.com/default"); // Mon 17:00 EDT: end is exclusive
    expect(target([office], "2026-03-07T15:00:00Z")).toBe("https://example.com/default"); // Saturday
  });

  it("wrap past midnight and belong to the day they started on", () => {
    expect(target([night], "2026-03-06T21:30:00Z")).toBe("https://example.com/night"); // Fri 22:30 Berlin
    expect(target([night], "2026-03-07T04:00:00Z")).toBe("https://example.com/night"); // Sat 05:00, Friday's night
    expect(target([night], "2026-03-08T04:00:00Z")).toBe("https://example.com/default"); // Sun 05:00, Saturday's night
    expect(target([night], "2026-03-06T20:00:00Z")).toBe("https://example.com/default"); // Fri 21:00
  });
});

describe("the rest of the engine", () => {
  it("takes the most preferred language, by q then order", () => {
    expect(preferredLanguage("en;q=0.4, fr-CA, fr;q=0.9")).toBe("fr-ca");
    expect(preferredLanguage("de-DE,de;q=0.9")).toBe("de-de");
    expect(preferredLanguage("*;q=0.1")).toBeNull();
    expect(preferredLanguage("")).toBeNull();
    expect(preferredLanguage("x".repeat(2000))).toBeNull();
  });

  it("matches a language by its prefix, not a longer tag by a shorter one", () => {
    const rules: RoutingRule[] = [
      { conditions: [{ kind: "language", in: ["pt-BR"] }], targetUrl: "https://example.com/br" },
    ];
    expect(chooseTarget(row(rules), visitor("2026-01-01T00:00:00Z", { language: "pt-br" })).url).toBe(
      "https://example.com/br",
    );
    expect(chooseTarget(row(rules), visitor("2026-01-01T00:00:00Z", { language: "pt" })).url).toBe(
      "https://example.com/default",
    );
  });

  it("ends a code before validFrom, at expiresAt and once every allowed scan is claimed", () => {
    const now = new Date("2026-06-01T12:00:00Z");
    expect(hasEnded(row([], { validFrom: new Date("2026-06-01T12:00:01Z") }), now)).toBe(true);
    expect(hasEnded(row([], { expiresAt: new Date("2026-06-01T12:00:00Z") }), now)).toBe(true);
    expect(hasEnded(row([], { maxScans: 3, scanClaims: 3 }), now)).toBe(true);
    expect(
      hasEnded(
        row([], {
          validFrom: new Date("2026-06-01T00:00:00Z"),
          expiresAt: new Date("2026-06-02T00:00:00Z"),
          maxScans: 3,
          scanClaims: 2,
        }),
        now,
      ),
    ).toBe(false);
  });
});
