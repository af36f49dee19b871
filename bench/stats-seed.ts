// Seeding for bench/stats.ts: codes of one account, then their scans (raw events and rollups)
// written set-based in SQL, so millions of rows fit in these machines' time.
import { randomBytes } from "node:crypto";
import type { Database } from "../lib/db/client";
import { createUser } from "../lib/users/create-user";

const VISITORS_PER_SCAN = 0.25;

// Devices 60/30/8/2 %, 8 OSes, 12 browsers, 40 countries x 5 regions x 10 cities (2,000 places),
// a visitor per four scans drawn uniformly (so most visitor-days are distinct: the costly case for
// uniqueUsers), times spread uniformly over the last `days` UTC days. $1 is one code's id, or the
// ids of an account's codes the scans are spread over.
const SEED_EVENTS = (days: number, visitors: number) => `
  INSERT INTO "ScanEvent" ("id", "qrCodeId", "eventType", "device", "os", "browser", "country", "region", "city", "visitorId", "createdAt")
  SELECT 'bench-' || g, ($1::text[])[1 + floor(q * cardinality($1::text[]))::int], 'click',
    CASE WHEN d < 0.6 THEN 'mobile' WHEN d < 0.9 THEN 'desktop' WHEN d < 0.98 THEN 'tablet' ELSE 'other' END,
    (ARRAY['iOS','Android','Windows','macOS','Linux','iPadOS','ChromeOS','Unknown'])[1 + floor(o * 8)::int],
    (ARRAY['Chrome','Mobile Safari','Safari','Firefox','Edge','Opera','Samsung Internet','UC Browser','Brave','Vivaldi','Chrome WebView','Unknown'])[1 + floor(b * 12)::int],
    'C' || floor(c * 40), 'C' || floor(c * 40) || '-R' || floor(r * 5), 'C' || floor(c * 40) || '-R' || floor(r * 5) || '-City' || floor(t * 10),
    substr(md5(floor(v * ${visitors})::text), 1, 32),
    date_trunc('day', now() AT TIME ZONE 'UTC') - floor(a * ${days}) * interval '1 day' + s * (now() AT TIME ZONE 'UTC' - date_trunc('day', now() AT TIME ZONE 'UTC'))
  FROM (SELECT g, random() d, random() o, random() b, random() c, random() r, random() t, random() v, random() a, random() s, random() q
        FROM generate_series(1, $2::int) g) draws`;

const DAY = `to_char("createdAt", 'YYYY-MM-DD')`;
const ROLLUP_OF = (dimension: string, value: string) => `
  INSERT INTO "ScanDailyCount" ("qrCodeId", "day", "dimension", "value", "count")
  SELECT "qrCodeId", ${DAY}, '${dimension}', ${value}, count(*) FROM "ScanEvent"
  WHERE "qrCodeId" = ANY($1::text[]) AND "eventType" = 'click' GROUP BY 1, 2, 4`;
const SEED_ROLLUPS = [
  ROLLUP_OF("total", "''"),
  ROLLUP_OF("device", `"device"`),
  ROLLUP_OF("os", `"os"`),
  ROLLUP_OF("browser", `"browser"`),
  ROLLUP_OF("geo", `"country" || chr(31) || "region" || chr(31) || "city"`),
  ROLLUP_OF("hour", `to_char("createdAt", 'HH24')`),
  `INSERT INTO "ScanVisitorDay" ("qrCodeId", "day", "visitorId")
   SELECT DISTINCT "qrCodeId", ${DAY}, "visitorId" FROM "ScanEvent" WHERE "qrCodeId" = ANY($1::text[]) AND "eventType" = 'click'`,
];

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

export async function makeCodes(database: Database, count: number, scansEach: number) {
  const user = await createUser({
    name: "Stats bench",
    email: `stats-bench-${randomBytes(4).toString("hex")}@example.test`,
    password: "bench-password",
  });
  const { accountId } = await database.prisma.user.findUniqueOrThrow({
    where: { id: user.id },
    select: { accountId: true },
  });
  const ids = Array.from({ length: count }, (_, i) => `cbench${randomBytes(6).toString("hex")}${i}`);
  await database.prisma.qrCode.createMany({
    data: ids.map((id, i) => ({
      id,
      accountId,
      name: `Bench code ${i}`,
      mode: "DYNAMIC" as const,
      content: "https://example.com/",
      targetUrl: "https://example.com/",
      shortCode: `b${randomBytes(5).toString("hex")}`,
      templateUsed: "default",
      matchedKeywords: [],
      styles: {},
      updatedAt: new Date(),
      scanCount: scansEach,
    })),
  });
  return { accountId, ids };
}

/** Seeds `scans` scans over `days` days spread over the codes; returns what it wrote. */
export async function seedScans(database: Database, ids: string[], scans: number, days: number): Promise<string> {
  const started = performance.now();
  await database.sql.query("SELECT setseed(0.42)");
  await database.sql.query(SEED_EVENTS(days, Math.round(scans * VISITORS_PER_SCAN)), [ids, scans]);
  const eventsSeconds = seconds(started);
  for (const statement of SEED_ROLLUPS) await database.sql.query(statement, [ids]);
  // The steady state autovacuum reaches: statistics, and a visibility map for index-only scans.
  await database.sql.query("VACUUM ANALYZE");
  const [counts] = await database.sql.query<Record<string, string | number>>(
    `SELECT (SELECT count(*) FROM "ScanEvent") events, (SELECT count(*) FROM "ScanDailyCount") rollups, (SELECT count(*) FROM "ScanVisitorDay") visitor_days`,
  );
  const rows = `${Number(counts.events).toLocaleString("en")} ScanEvent, ${Number(counts.rollups).toLocaleString("en")} ScanDailyCount, ${Number(counts.visitor_days).toLocaleString("en")} ScanVisitorDay rows`;
  return `seeded ${rows} in ${seconds(started)} s (events ${eventsSeconds} s)`;
}
