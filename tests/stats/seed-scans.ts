import { randomBytes } from "node:crypto";
import { getDatabase } from "@/lib/db/client";
import { geoValue, ROLLUP, utcHour } from "@/lib/scans/rollup-dimensions";

export interface SeedScan {
  at: Date | string;
  eventType?: "click" | "impression";
  device?: string;
  os?: string;
  browser?: string;
  country?: string;
  region?: string;
  city?: string;
  visitorId?: string;
}

/**
 * The columns of a scan event that say what the scan was (no ids, no visitor id): what tests compare
 * between scans recorded two ways (live and imported, seeded and counted).
 */
export const SCAN_FACT_FIELDS = {
  eventType: true,
  device: true,
  os: true,
  browser: true,
  country: true,
  region: true,
  city: true,
  createdAt: true,
} as const;

/** A minimal saved dynamic code of the account, written directly (no codes API needed). */
export async function seedCode(accountId: string, name = "Stats test"): Promise<string> {
  const id = `c${randomBytes(12).toString("hex")}`; // cuid-shaped, as the API requires
  const { prisma } = await getDatabase();
  await prisma.qrCode.create({
    data: {
      id,
      accountId,
      name,
      mode: "DYNAMIC",
      content: "https://example.com/landing",
      targetUrl: "https://example.com/landing",
      shortCode: randomBytes(5).toString("hex"),
      templateUsed: "default",
      matchedKeywords: [],
      styles: {},
      updatedAt: new Date(),
    },
    select: { id: true },
  });
  return id;
}

/**
 * Writes raw ScanEvent rows and the rollups they imply, as lib/scans does: clicks count in total,
 * device, os, browser, geo and the visitor's day; impressions only in `impression`; both in `hour`.
 */
export async function seedScans(qrCodeId: string, scans: SeedScan[]): Promise<void> {
  const { prisma, sql } = await getDatabase();
  const counts = new Map<string, number>();
  const visitorDays = new Set<string>();
  const bump = (day: string, dimension: string, value: string) => {
    const key = JSON.stringify([day, dimension, value]);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  };
  const events = scans.map((scan) => {
    const event = {
      id: `scan_${randomBytes(10).toString("hex")}`,
      qrCodeId,
      eventType: scan.eventType ?? "click",
      device: scan.device ?? "mobile",
      os: scan.os ?? "iOS",
      browser: scan.browser ?? "Mobile Safari",
      country: scan.country ?? "US",
      region: scan.region ?? "California",
      city: scan.city ?? "San Francisco",
      visitorId: scan.visitorId ?? randomBytes(16).toString("hex"),
      createdAt: new Date(scan.at),
    };
    const day = event.createdAt.toISOString().slice(0, 10);
    bump(day, ROLLUP.hour, utcHour(event.createdAt));
    if (event.eventType === "impression") {
      bump(day, ROLLUP.impression, "");
    } else {
      bump(day, ROLLUP.total, "");
      bump(day, ROLLUP.device, event.device);
      bump(day, ROLLUP.os, event.os);
      bump(day, ROLLUP.browser, event.browser);
      bump(day, ROLLUP.geo, geoValue(event.country, event.region, event.city));
      visitorDays.add(JSON.stringify([day, event.visitorId]));
    }
    return event;
  });

  await prisma.scanEvent.createMany({ data: events });
  const clicks = events.filter((event) => event.eventType === "click").length;
  await prisma.qrCode.update({
    where: { id: qrCodeId },
    data: { scanCount: { increment: clicks } },
    select: { id: true },
  });
  const rollups = [...counts].map(([key, count]) => [...(JSON.parse(key) as string[]), count] as const);
  await sql.query(
    `INSERT INTO "ScanDailyCount" ("qrCodeId", day, dimension, value, count)
     SELECT $1, * FROM unnest($2::text[], $3::text[], $4::text[], $5::int[])
     ON CONFLICT ("qrCodeId", day, dimension, value) DO UPDATE SET count = "ScanDailyCount".count + EXCLUDED.count`,
    [qrCodeId, ...[0, 1, 2, 3].map((column) => rollups.map((row) => row[column]))],
  );
  const visitors = [...visitorDays].map((key) => JSON.parse(key) as string[]);
  await sql.query(
    `INSERT INTO "ScanVisitorDay" ("qrCodeId", day, "visitorId") SELECT $1, * FROM unnest($2::text[], $3::text[]) ON CONFLICT DO NOTHING`,
    [qrCodeId, visitors.map((row) => row[0]), visitors.map((row) => row[1])],
  );
}

/** Adds filtered counts (requests answered but not recorded) to a code's rollups, as lib/scans does. */
export async function seedFiltered(
  qrCodeId: string,
  rows: { day: string; eventType?: "click" | "impression"; reason: string; count: number }[],
): Promise<void> {
  const { sql } = await getDatabase();
  const dimension = (row: (typeof rows)[number]) =>
    row.eventType === "impression" ? ROLLUP.filteredImpression : ROLLUP.filtered;
  await sql.query(
    `INSERT INTO "ScanDailyCount" ("qrCodeId", day, dimension, value, count) SELECT $1, * FROM unnest($2::text[], $3::text[], $4::text[], $5::int[])`,
    [
      qrCodeId,
      rows.map((row) => row.day),
      rows.map(dimension),
      rows.map((row) => row.reason),
      rows.map((row) => row.count),
    ],
  );
}
