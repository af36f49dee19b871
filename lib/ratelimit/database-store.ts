import { db, getDatabase } from "../db/client";
import type { LimitResult, RateLimitStore } from "./types";

const PURGE_EVERY_N_HITS = 500;
// A prepared statement beside Prisma: every API request makes one or two of these.
const HIT = `
  INSERT INTO "RateLimitCounter" ("key", "count", "expiresAt") VALUES ($1, 1, $2::timestamp(3))
  ON CONFLICT ("key") DO UPDATE SET "count" = "RateLimitCounter"."count" + 1
  RETURNING "count"`;

/** Counters in the RateLimitCounter table, so daily caps survive a restart without Redis. */
export function databaseStore(): RateLimitStore {
  let hits = 0;
  return {
    name: "database",
    async hit(key, limit, windowMs): Promise<LimitResult> {
      const { sql } = await getDatabase();
      const bucket = Math.floor(Date.now() / windowMs);
      const reset = (bucket + 1) * windowMs;
      const rows = await sql.query<{ count: number }>(
        HIT,
        [`${key}:${bucket}`, new Date(reset).toISOString().slice(0, 23)],
        "codebeam_rate_limit_hit",
      );
      if (++hits % PURGE_EVERY_N_HITS === 0) {
        await (await db()).rateLimitCounter.deleteMany({ where: { expiresAt: { lt: new Date() } } });
      }
      const count = Number(rows[0].count);
      return { success: count <= limit, limit, remaining: Math.max(0, limit - count), reset };
    },
  };
}
