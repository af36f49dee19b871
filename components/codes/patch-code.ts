import { call, type ResultOf } from "@/components/ui/api-call";
import type { ApiResult } from "@/components/ui/api-client";
import { updateQrCodeContract } from "@/components/ui/api-routes.generated";

type Change = {
  targetUrl?: string;
  name?: string | null;
  status?: "READY" | "EXPIRED";
  tags?: string[];
  /** The link's branded domain (null: the install's base) and its slug there. */
  domain?: string | null;
  slug?: string;
};

/** PATCH /api/v1/qrcodes/{id} with a change of target, name, status, tags or link. */
export function patchCode(id: string, change: Change): Promise<ApiResult<ResultOf<typeof updateQrCodeContract>>> {
  return call(updateQrCodeContract, { params: { id }, body: change as Record<string, unknown> });
}
