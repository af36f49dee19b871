import type { SqlPool } from "../db/sql-runner";

export interface DueCode {
  id: string;
  accountId: string;
  targetUrl: string;
  rules: unknown;
  fallbackUrl: string | null;
}

// Live dynamic and AI codes whose last check is older than the interval (never-checked first),
// marked as checked in the same statement so no other instance takes them (SKIP LOCKED).
const CLAIM = `
UPDATE "QrCode" AS c SET "destinationsCheckedAt" = $1::timestamp(3)
WHERE c.id IN (
  SELECT id FROM "QrCode"
  WHERE mode IN ('DYNAMIC', 'AI') AND status = 'READY'
    AND ("destinationsCheckedAt" IS NULL OR "destinationsCheckedAt" < $2::timestamp(3))
  ORDER BY "destinationsCheckedAt" ASC NULLS FIRST, id
  LIMIT $3
  FOR UPDATE SKIP LOCKED
)
RETURNING c.id, c."accountId", c."targetUrl", c.rules, c."fallbackUrl"`;

/** Takes up to `limit` codes due for a destination check (last checked before `now - intervalMs`). */
export function claimDueCodes(sql: SqlPool, limit: number, intervalMs: number, now = new Date()): Promise<DueCode[]> {
  return sql.query<DueCode>(CLAIM, [now.toISOString(), new Date(now.getTime() - intervalMs).toISOString(), limit]);
}
