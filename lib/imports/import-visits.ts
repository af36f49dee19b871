import type { Prisma } from "../db/generated/client";

/** A visit another service recorded (Shlink's visits), to be counted as a scan of its day. */
export interface HistoricalVisit {
  at: Date;
  userAgent: string | null;
  referer: string | null;
  /** ISO 3166-1 alpha-2, upper case. */
  country: string | null;
  region: string | null;
  city: string | null;
  /** The source judged it a bot. */
  bot: boolean;
}

/**
 * Writes `visits` of an imported code as scans of their own days, inside `tx`: the scan rows,
 * rollups and the code's count end up as if they had been recorded live.
 */
export async function importVisits(
  tx: Prisma.TransactionClient,
  code: { id: string; accountId: string },
  visits: HistoricalVisit[],
): Promise<void> {
  void tx;
  void code;
  void visits;
  throw new Error("importVisits: not written yet");
}
