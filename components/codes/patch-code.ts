import { type ApiResult, callApi } from "@/components/ui/api-client";
import type { UpdatedCode } from "./code-types";

/** PATCH /api/v1/qrcodes/{id} with a change of target, name or status. */
export function patchCode(
  id: string,
  change: { targetUrl?: string; name?: string | null; status?: "READY" | "EXPIRED"; tags?: string[] },
): Promise<ApiResult<UpdatedCode>> {
  return callApi<UpdatedCode>(`/api/v1/qrcodes/${encodeURIComponent(id)}`, "PATCH", change);
}
