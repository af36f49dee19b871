import { describe, expect, it } from "vitest";
import { geoFromEdgeHeaders, geoFromIp } from "@/lib/scans/lookup-geo";
import { parseUserAgent } from "@/lib/scans/parse-user-agent";
import { visitorIdFor } from "@/lib/scans/visitor-id";
import { safeLocation } from "@/lib/short-links/safe-location";

describe("parseUserAgent", () => {
  it.each([
    [
      "iPhone Safari",
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
      "mobile",
      "iOS",
      "Mobile Safari",
    ],
    [
      "Android Chrome",
      "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36",
      "mobile",
      "Android",
      "Mobile Chrome",
    ],
    [
      "iPad",
      "Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
      "tablet",
      "iOS",
      "Mobile Safari",
    ],
    [
      "Windows Chrome",
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36",
      "desktop",
      "Windows",
      "Chrome",
    ],
    [
      "Mac Safari",
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15",
      "desktop",
      "macOS",
      "Safari",
    ],
    [
      "Linux Firefox",
      "Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0",
      "desktop",
      "Linux",
      "Firefox",
    ],
    [
      "smart TV",
      "Mozilla/5.0 (SMART-TV; Linux; Tizen 6.0) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/4.0 Chrome/76.0.3809.146 TV Safari/537.36",
      "other",
      "Tizen",
      "Samsung Internet",
    ],
    ["no agent", "", "other", "Unknown", "Unknown"],
  ])("%s", (_label, agent, device, os, browser) => {
    expect(parseUserAgent(agent)).toEqual({ bot: false, preview: false, device, os, browser });
  });

  it.each([
    "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
    "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
    "Twitterbot/1.0",
    "Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)",
    "TelegramBot (like TwitterBot)",
    "WhatsApp/2.23.20.0",
    "curl/8.5.0",
  ])("flags %s as a bot", (agent) => {
    expect(parseUserAgent(agent).bot).toBe(true);
  });

  it.each([
    ["facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)", true],
    ["Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)", true],
    ["WhatsApp/2.23.20.0", true],
    ["Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)", true],
    [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36 BingPreview/1.0b",
      true,
    ],
    ["Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)", false],
    ["curl/8.5.0", false],
  ])("tells a link preview (%s) from other bots", (agent, preview) => {
    expect(parseUserAgent(agent as string)).toMatchObject({ bot: true, preview });
  });

  it("keeps people in in-app browsers (Snapchat, Outlook) as people", () => {
    const snapchat =
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Snapchat/12.80.0.37 (like Safari/604.1)";
    expect(parseUserAgent(snapchat)).toMatchObject({ bot: false, preview: false, device: "mobile" });
  });
});

describe("geoFromIp", () => {
  it("answers Unknown for loopback, private, malformed and empty addresses", async () => {
    for (const ip of ["127.0.0.1", "::1", "10.1.2.3", "192.168.0.1", "unknown", "", "999.1.1.1", "1.2.3"]) {
      expect(await geoFromIp(ip), ip).toEqual({ country: "Unknown", region: "Unknown", city: "Unknown" });
    }
  });

  it("looks up public IPv4 and IPv6 addresses in the GeoLite2 database", async () => {
    expect(await geoFromIp("81.2.69.142")).toEqual({ country: "GB", region: "England", city: "Bracknell" });
    expect(await geoFromIp("::ffff:81.2.69.142")).toEqual({ country: "GB", region: "England", city: "Bracknell" });
    expect((await geoFromIp("8.8.8.8")).country).toBe("US");
    expect((await geoFromIp("2001:4860:4860::8888")).country).toBe("US");
  });
});

describe("geoFromEdgeHeaders", () => {
  const headers = (values: Record<string, string>) => (name: string) => values[name];

  it("reads Cloudflare's and Vercel's headers, decoding the city", () => {
    expect(geoFromEdgeHeaders(headers({ "cf-ipcountry": "FR" }))).toEqual({
      country: "FR",
      region: "Unknown",
      city: "Unknown",
    });
    expect(
      geoFromEdgeHeaders(
        headers({
          "x-vercel-ip-country": "JP",
          "x-vercel-ip-country-region": "13",
          "x-vercel-ip-city": "T%C5%8Dky%C5%8D",
        }),
      ),
    ).toEqual({
      country: "JP",
      region: "13",
      city: "Tōkyō",
    });
  });

  it("answers null without a country header, Unknown for XX, and drops control characters", () => {
    expect(geoFromEdgeHeaders(headers({}))).toBeNull();
    expect(geoFromEdgeHeaders(headers({ "cf-ipcountry": "XX" }))?.country).toBe("Unknown");
    expect(geoFromEdgeHeaders(headers({ "x-vercel-ip-country": "DE", "x-vercel-ip-city": "Ber%1Flin%ZZ" }))?.city).toBe(
      "Unknown",
    );
    expect(geoFromEdgeHeaders(headers({ "x-vercel-ip-country": "DE", "x-vercel-ip-city": "Ber%1Flin" }))?.city).toBe(
      "Berlin",
    );
  });
});

describe("visitorIdFor", () => {
  it("is a 32-hex keyed hash: stable per IP and agent, different per agent, IP or secret", () => {
    const id = visitorIdFor("secret-a", "81.2.69.142", "agent");
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(visitorIdFor("secret-a", "81.2.69.142", "agent")).toBe(id);
    expect(visitorIdFor("secret-a", "81.2.69.143", "agent")).not.toBe(id);
    expect(visitorIdFor("secret-a", "81.2.69.142", "agent2")).not.toBe(id);
    expect(visitorIdFor("secret-b", "81.2.69.142", "agent")).not.toBe(id);
    // The separator keeps "1.2.3.4" + "5x" apart from "1.2.3.45" + "x".
    expect(visitorIdFor("s", "1.2.3.4", "5x")).not.toBe(visitorIdFor("s", "1.2.3.45", "x"));
  });
});

describe("safeLocation", () => {
  it("keeps an http(s) target exactly, encodes Unicode ones, refuses everything else", () => {
    expect(safeLocation("https://example.com/a?b=1#c")).toBe("https://example.com/a?b=1#c");
    expect(safeLocation("HTTP://Example.com")).toBe("HTTP://Example.com");
    expect(safeLocation("https://bücher.example/café")).toBe("https://xn--bcher-kva.example/caf%C3%A9");
    for (const bad of [
      "javascript:alert(1)",
      "data:text/html,x",
      "ftp://example.com",
      "/relative",
      "//host/x",
      "https://a.example/\nx",
      "https://a.example/ x",
      "",
    ]) {
      expect(safeLocation(bad), bad).toBeNull();
    }
  });
});
