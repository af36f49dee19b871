import { db } from "../db/client";
import type { LimitResult, RateLimitStore } from "./types";

const PURGE_EVERY_N_HITS = 500;

/** Counters in the RateLimitCounter table, so daily caps survive a restart without Redis. */
export function databaseStore(): RateLimitStore {
  let hits = 0;
  return {
    name: "database",
    async hit(key, limit, windowMs): Promise<LimitResult> {
      const prisma = await db();
      const bucket = Math.floor(Date.now() / windowMs);
      const reset = (bucket + 1) * windowMs;
      const rows = await prisma.$queryRaw<{ count: number }[]>`
        INSERT INTO "RateLimitCounter" ("key", "count", "expiresAt")
        VALUES (${`${key}:${bucket}`}, 1, ${new Date(reset)})
        ON CONFLICT ("key") DO UPDATE SET "count" = "RateLimitCounter"."count" + 1
        RETURNING "count"`;
      if (++hits % PURGE_EVERY_N_HITS === 0) {
        await prisma.rateLimitCounter.deleteMany({ where: { expiresAt: { lt: new Date() } } });
      }
      const count = Number(rows[0].count);
      return { success: count <= limit, limit, remaining: Math.max(0, limit - count), reset };
    },
  };
}
