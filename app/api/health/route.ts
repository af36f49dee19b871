import { getAiEngineStatus } from "@/lib/ai/get-ai-engine-status";
import { checkDatabase } from "@/lib/db/check-database";

// GET /api/health — liveness and database reachability, for load balancers and `npm start` users;
// also the AI engine in use and whether it answers (informational: it never makes the status degraded).
export async function GET() {
  const [database, ai] = await Promise.all([checkDatabase(), getAiEngineStatus()]);
  return Response.json(
    { status: database.ok ? "ok" : "degraded", database, ai },
    { status: database.ok ? 200 : 503, headers: { "Cache-Control": "no-store" } },
  );
}
