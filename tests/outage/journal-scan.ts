import { randomUUID } from "node:crypto";
import type { ScanRecord } from "@/lib/scans/scan-record";
import type { makeCode } from "../short-links/short-link-harness";

type Code = Awaited<ReturnType<typeof makeCode>>;

/** The `n`th scan of `code` a minute ago, as the redirect path records it (odd n on mobile). */
export const scanOfCode = (code: Code, n: number): ScanRecord => ({
  id: randomUUID(),
  eventType: "click",
  device: n % 2 ? "mobile" : "desktop",
  os: "iOS",
  browser: "Mobile Safari",
  country: "FR",
  region: "Île-de-France",
  city: "Paris",
  visitorId: `visitor-${n}`,
  createdAt: new Date(Date.now() - 60_000 + n),
  qrCode: {
    id: code.id,
    accountId: code.accountId,
    name: "Flyer",
    shortLink: `http://localhost:3000/s/${code.shortCode}`,
  },
});
