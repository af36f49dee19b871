import { isbot } from "isbot";
import { LRUCache } from "lru-cache";
import { UAParser } from "ua-parser-js";
import { registerCache } from "../server/memory-report";

export type Device = "mobile" | "desktop" | "tablet" | "other";

export interface ParsedAgent {
  /** Crawlers, monitors and link previewers (isbot): answered, never recorded. */
  bot: boolean;
  /** Of those, link-preview fetchers and mail security scanners: a link shared, not a person scanning. */
  preview: boolean;
  device: Device;
  os: string;
  browser: string;
}

// ua-parser-js costs ~100 µs a call; real traffic repeats a few thousand agents. Bounded by bytes:
// the agent string (UTF-16, ≤ 512 characters) plus ~160 bytes for the entry and its small object.
const MAX_BYTES = 2 * 2 ** 20;
const cache = new LRUCache<string, ParsedAgent>({
  maxSize: MAX_BYTES,
  sizeCalculation: (_parsed, ua) => 160 + ua.length * 2,
});
registerCache("user agents", () => ({ entries: cache.size, bytes: cache.calculatedSize, maxBytes: MAX_BYTES }));

/** Device class, OS and browser of a user agent; "Unknown" where the agent does not say. */
export function parseUserAgent(userAgent: string): ParsedAgent {
  const ua = userAgent.slice(0, 512);
  let parsed = cache.get(ua);
  if (!parsed) {
    parsed = parse(ua);
    cache.set(ua, parsed);
  }
  return parsed;
}

// Chat apps and social networks unfurling a shared link, and mail gateways checking it (Outlook
// Safe Links, Proofpoint, Mimecast, Barracuda): counted apart as `preview`, not as `bot`.
const PREVIEW =
  /slackbot-linkexpanding|slack-imgproxy|whatsapp|facebookexternalhit|facebot|twitterbot|linkedinbot|telegrambot|discordbot|skypeuripreview|bingpreview|pinterestbot|redditbot|embedly|iframely|vkshare|viber|snapchat|mastodon|microsoft office|ms-office|outlook|safelinks|proofpoint|mimecast|barracuda|google-pagerenderer/i;

function parse(ua: string): ParsedAgent {
  if (isbot(ua)) return { bot: true, preview: PREVIEW.test(ua), device: "other", os: "Unknown", browser: "Unknown" };
  if (PREVIEW.test(ua) && /bot|preview|linkexpanding|proxy|safelinks|proofpoint|mimecast|barracuda/i.test(ua)) {
    return { bot: true, preview: true, device: "other", os: "Unknown", browser: "Unknown" };
  }
  const { device, os, browser } = UAParser(ua);
  return {
    bot: false,
    preview: false,
    device: deviceOf(device.type, os.name),
    os: os.name || "Unknown",
    browser: browser.name || "Unknown",
  };
}

function deviceOf(type: string | undefined, os: string | undefined): Device {
  if (type === "mobile" || type === "tablet") return type;
  // ua-parser-js leaves the type empty for desktops; consoles, TVs, wearables… are "other".
  if (!type && os) return "desktop";
  return "other";
}
