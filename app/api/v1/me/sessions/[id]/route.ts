import { withApi } from "@/lib/api/with-api";
import { endSessionContract } from "@/lib/me/contracts";
import { endUserSession } from "@/lib/me/end-user-session";

export const DELETE = withApi(endSessionContract, async ({ caller, params }) =>
  endUserSession(caller.userId, params.id),
);
