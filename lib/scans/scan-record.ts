import type { Device } from "./parse-user-agent";

/** One scan as it is committed: a followed short link (click) or a view of the public image. */
export interface ScanRecord {
  id: string;
  eventType: "click" | "impression";
  device: Device;
  os: string;
  browser: string;
  country: string;
  region: string;
  city: string;
  /** HMAC of IP + user agent (visitor-id.ts); the IP itself is never kept. */
  visitorId: string;
  createdAt: Date;
  qrCode: { id: string; accountId: string; name: string | null; shortLink: string };
}
