import { getDatabase } from "./client";

/** Runs `SELECT 1`: the kind of database (never its URL), or the error, for the caller to classify. */
export async function checkDatabase(): Promise<{ ok: true; kind: "embedded" | "postgres" }> {
  const database = await getDatabase();
  await database.prisma.$queryRaw`SELECT 1`;
  return { ok: true, kind: database.kind };
}
