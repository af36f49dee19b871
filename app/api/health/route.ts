import { checkDatabase } from "@/lib/db/check-database";

// GET /api/health — liveness and database reachability, for load balancers and `npm start` users
export async function GET() {
  const database = await checkDatabase();
  return Response.json({ status: database.ok ? "ok" : "degraded", database }, { status: database.ok ? 200 : 503, headers: { "Cache-Control": "no-store" } });
}
