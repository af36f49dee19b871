import { getConfig } from "../config/env";
import { db } from "../db/client";
import type { SqlPool } from "../db/sql-runner";
import { type BackgroundLoop, startBackgroundLoop } from "../runtime/background-loop";
import { applyDomainCheck, DOMAIN_CHECK_SELECT } from "./apply-domain-check";
import { resolverFromConfig } from "./dns-resolver";
import { lookupVerification } from "./lookup-verification";

const BATCH = 20;
const CONCURRENCY = 4;
/** A claimed domain is due again after this if its checker dies before writing the result. */
const LEASE_MS = 5 * 60_000;

// Due domains, moved out of reach (nextCheckAt = the lease) in the claiming statement, so another
// instance's round skips them (SKIP LOCKED) and the next claim of this round does not see them.
const CLAIM = `
UPDATE "Domain" AS d SET "nextCheckAt" = $2::timestamp(3)
WHERE d.id IN (
  SELECT id FROM "Domain"
  WHERE "nextCheckAt" <= $1::timestamp(3)
  ORDER BY "nextCheckAt", id
  LIMIT $3
  FOR UPDATE SKIP LOCKED
)
RETURNING d.id`;

/** Runs `work` over `items` with at most `concurrency` at once. */
async function eachLimited<T>(items: T[], concurrency: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lanes = Array.from({ length: Math.min(concurrency, items.length) }, async () => {
    while (next < items.length) await work(items[next++]);
  });
  await Promise.all(lanes);
}

/**
 * One round: claims the domains whose nextCheckAt has come (batches of 20, a few lookups at once),
 * looks each up and records the result. Returns how many were checked.
 */
export async function checkDueDomains(
  sql: SqlPool,
  now = new Date(),
  options: { shouldStop?: () => boolean } = {},
): Promise<number> {
  const resolver = resolverFromConfig();
  const lease = new Date(now.getTime() + LEASE_MS);
  let checked = 0;
  for (;;) {
    if (options.shouldStop?.()) return checked;
    const claimed = await sql.query<{ id: string }>(CLAIM, [now.toISOString(), lease.toISOString(), BATCH]);
    if (claimed.length === 0) return checked;
    // Read through Prisma: raw rows would bring timestamps without a zone.
    const domains = await (await db()).domain.findMany({
      where: { id: { in: claimed.map((row) => row.id) } },
      select: DOMAIN_CHECK_SELECT,
    });
    await eachLimited(domains, CONCURRENCY, async (domain) => {
      const result = await lookupVerification(domain.hostname, domain.verificationToken, resolver);
      await applyDomainCheck(domain, result, now);
    });
    checked += domains.length;
  }
}

/**
 * Re-checks due domains every 30 s (pending ones with backoff, verified ones daily), the first
 * round 10 s after start; off with DOMAIN_CHECKER=0. Instances share the work (SKIP LOCKED).
 */
export function startDomainChecker(
  sql: SqlPool,
  timing: { pollMs?: number; firstDelayMs?: number } = {},
): BackgroundLoop {
  if (!getConfig().DOMAIN_CHECKER) return { wake: () => {}, stop: async () => {} };
  return startBackgroundLoop({
    failing: "[domains] domain checks",
    pollMs: timing.pollMs ?? 30_000,
    firstDelayMs: timing.firstDelayMs ?? 10_000,
    turn: async ({ stopping }) => {
      await checkDueDomains(sql, new Date(), { shouldStop: stopping });
    },
  });
}
