import { withApi } from "@/lib/api/with-api";
import { createShareContract, revokeShareContract } from "@/lib/shares/contracts";
import { createShare } from "@/lib/shares/create-share";
import { revokeShare } from "@/lib/shares/revoke-share";

export const POST = withApi(createShareContract, async ({ caller, params, body }) =>
  createShare(caller, params.id, body),
);
export const DELETE = withApi(revokeShareContract, async ({ caller, params }) => revokeShare(caller, params.id));
