import { getDatabase } from "./client";

/** Runs `SELECT 1`; reports the kind of database and never its URL or an error text. */
export async function checkDatabase(): Promise<{ ok: boolean; kind?: "embedded" | "postgres" }> {
  try {
    const database = await getDatabase();
    await database.prisma.$queryRaw`SELECT 1`;
    return { ok: true, kind: database.kind };
  } catch (error) {
    console.error("[health] database check failed", error);
    return { ok: false };
  }
}
