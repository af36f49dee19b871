import { getAiEngineStatus } from "@/lib/ai/get-ai-engine-status";
import { readHealth } from "@/lib/outage/read-health";

// GET /api/health — for load balancers and `npm start` users: ok, degraded (the database is down and
// short links answer from this instance's copies, lib/outage/read-health.ts) or down (503). Also
// the AI engine in use and whether it answers (informational: it never changes the status).
export async function GET() {
  const [health, ai] = await Promise.all([readHealth(), getAiEngineStatus()]);
  return Response.json(
    { ...health, ai },
    { status: health.status === "down" ? 503 : 200, headers: { "Cache-Control": "no-store" } },
  );
}
