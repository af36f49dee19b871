import { getDatabase } from "../db/client";
import { ROLLUP } from "../scans/rollup-dimensions";
import type { WorkspaceFilters } from "./workspace-stats-schemas";

// The reads of workspace statistics. Each answers rows (kind, key, count): a few hundred at most,
// whatever the number of codes or scans; the top lists are cut in SQL (to PRE_LIMIT, a margin over
// the kept rows that the ranking in lib/stats/get-workspace-stats.ts cuts again by its exact order).

/** The account's live codes that pass the tag and code filters; $1 account, $2 tag, $3 code id. */
const CODES = `codes AS MATERIALIZED (
  SELECT id FROM "QrCode" WHERE "accountId" = $1 AND status <> 'DELETED'
    AND ($2::text IS NULL OR $2::text = ANY(tags)) AND ($3::text IS NULL OR id = $3::text))`;

export const PRE_LIMIT = { browser: 40, os: 40, geo: 200, destination: 80, code: 80 } as const;

const top = (kind: keyof typeof PRE_LIMIT, key: string, from: string, count: string) =>
  `(SELECT '${kind}', ${key}, ${count} FROM ${from} GROUP BY 2 ORDER BY 3 DESC, 2 LIMIT ${PRE_LIMIT[kind]})`;

// Days $4..$5 of the rollups (ScanDailyCount's key leads with the code, then the day).
const ROLLUP_SQL = `WITH ${CODES},
  r AS MATERIALIZED (
    SELECT d."qrCodeId", d.dimension, d.value, d.day, d.count FROM "ScanDailyCount" d JOIN codes c ON c.id = d."qrCodeId"
    WHERE d.day BETWEEN $4 AND $5)
  SELECT 'day' AS kind, day AS key, SUM(count)::int8 AS count FROM r WHERE dimension = '${ROLLUP.total}' GROUP BY day
  UNION ALL SELECT dimension, value, SUM(count)::int8 FROM r
    WHERE dimension IN ('${ROLLUP.device}', '${ROLLUP.impression}', '${ROLLUP.filtered}', '${ROLLUP.filteredImpression}')
    GROUP BY dimension, value
  UNION ALL SELECT 'country', split_part(value, chr(31), 1), SUM(count)::int8 FROM r WHERE dimension = '${ROLLUP.geo}' GROUP BY 2
  UNION ALL ${top("browser", "value", `r WHERE dimension = '${ROLLUP.browser}'`, "SUM(count)::int8")}
  UNION ALL ${top("os", "value", `r WHERE dimension = '${ROLLUP.os}'`, "SUM(count)::int8")}
  UNION ALL ${top("geo", "value", `r WHERE dimension = '${ROLLUP.geo}'`, "SUM(count)::int8")}
  UNION ALL ${top("destination", "value", `r WHERE dimension = '${ROLLUP.destination}'`, "SUM(count)::int8")}
  UNION ALL ${top("code", `"qrCodeId"`, `r WHERE dimension = '${ROLLUP.total}'`, "SUM(count)::int8")}
  UNION ALL SELECT 'visitors', '', COUNT(*)::int8 FROM (
    SELECT v."visitorId" FROM "ScanVisitorDay" v JOIN codes c ON c.id = v."qrCodeId"
    WHERE v.day BETWEEN $4 AND $5 GROUP BY v."visitorId") visitors`;

// Events of [$4, $5) that pass the country ($6) and device ($7) filters, by the (qrCodeId, createdAt) index.
const EVENTS = `e AS MATERIALIZED (
    SELECT e."qrCodeId", e."eventType", e.device, e.os, e.browser, e.country, e.region, e.city, e.destination,
      e."visitorId", e."createdAt"
    FROM "ScanEvent" e JOIN codes c ON c.id = e."qrCodeId"
    WHERE e."createdAt" >= $4::timestamp AND e."createdAt" < $5::timestamp
      AND ($6::text IS NULL OR e.country = $6::text) AND ($7::text IS NULL OR e.device = $7::text)),
  k AS (SELECT * FROM e WHERE "eventType" = 'click')`;

const EVENT_SQL = `WITH ${CODES}, ${EVENTS}
  SELECT 'day' AS kind, to_char("createdAt", 'YYYY-MM-DD') AS key, COUNT(*)::int8 AS count FROM k GROUP BY 2
  UNION ALL SELECT 'device', device, COUNT(*)::int8 FROM k GROUP BY 2
  UNION ALL SELECT 'country', country, COUNT(*)::int8 FROM k GROUP BY 2
  UNION ALL ${top("browser", "browser", "k", "COUNT(*)::int8")}
  UNION ALL ${top("os", "os", "k", "COUNT(*)::int8")}
  UNION ALL ${top("geo", "country || chr(31) || region || chr(31) || city", "k", "COUNT(*)::int8")}
  UNION ALL ${top("destination", "destination", "k WHERE destination IS NOT NULL", "COUNT(*)::int8")}
  UNION ALL ${top("code", `"qrCodeId"`, "k", "COUNT(*)::int8")}
  UNION ALL SELECT 'impression', '', COUNT(*)::int8 FROM e WHERE "eventType" = 'impression'
  UNION ALL SELECT 'visitors', '', COUNT(DISTINCT "visitorId")::int8 FROM k`;

// Clicks per quarter hour since 1970 (every UTC offset is a whole number of quarter hours): at most 96 rows a day.
const QUARTERS_SQL = `WITH ${CODES}, ${EVENTS}
  SELECT floor(extract(epoch FROM "createdAt") / 900)::int8 AS quarter, COUNT(*)::int8 AS count FROM k GROUP BY 1`;

export interface KindRow {
  kind: string;
  key: string;
  count: number;
}

/** Timestamps as the column holds them: UTC, without a zone. */
const timestamp = (date: Date) => date.toISOString().slice(0, 23).replace("T", " ");

const codeParams = (accountId: string, filters: WorkspaceFilters) => [
  accountId,
  filters.tag ?? null,
  filters.codeId ?? null,
];

const eventParams = (accountId: string, filters: WorkspaceFilters, from: Date, to: Date) => [
  ...codeParams(accountId, filters),
  timestamp(from),
  timestamp(to),
  filters.country ?? null,
  filters.device ?? null,
];

async function query<T>(text: string, params: unknown[]): Promise<T[]> {
  const { sql } = await getDatabase();
  return sql.query<T>(text, params);
}

const counted = (rows: { kind: string; key: string | null; count: unknown }[]): KindRow[] =>
  rows.map((row) => ({ kind: row.kind, key: row.key ?? "", count: Number(row.count) }));

/** Sums of the days startDate..endDate from the daily rollups (tag and code filters only). */
export async function readRollupKinds(
  accountId: string,
  filters: WorkspaceFilters,
  startDate: string,
  endDate: string,
) {
  return counted(await query(ROLLUP_SQL, [...codeParams(accountId, filters), startDate, endDate]));
}

/** The same sums from raw scan events of [from, to), every filter applied. */
export async function readEventKinds(accountId: string, filters: WorkspaceFilters, from: Date, to: Date) {
  return counted(await query(EVENT_SQL, eventParams(accountId, filters, from, to)));
}

/** Clicks of [from, to) per quarter hour (keyed by its start, ms since 1970), every filter applied. */
export async function readQuarterHours(accountId: string, filters: WorkspaceFilters, from: Date, to: Date) {
  const rows = await query<{ quarter: unknown; count: unknown }>(
    QUARTERS_SQL,
    eventParams(accountId, filters, from, to),
  );
  return new Map(rows.map((row) => [Number(row.quarter) * 900_000, Number(row.count)]));
}
