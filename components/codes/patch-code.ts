import { call, type ResultOf } from "@/components/ui/api-call";
import type { ApiResult } from "@/components/ui/api-client";
import { updateQrCodeContract } from "@/components/ui/api-routes.generated";

/** PATCH /api/v1/qrcodes/{id} with a change of target, name or status. */
export function patchCode(
  id: string,
  change: { targetUrl?: string; name?: string | null; status?: "READY" | "EXPIRED"; tags?: string[] },
): Promise<ApiResult<ResultOf<typeof updateQrCodeContract>>> {
  return call(updateQrCodeContract, { params: { id }, body: change });
}
