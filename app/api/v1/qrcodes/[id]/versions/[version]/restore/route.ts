import { withApi } from "@/lib/api/with-api";
import { actorOf } from "@/lib/codes/actor";
import { restoreCodeVersionContract } from "@/lib/codes/contracts";
import { restoreCodeVersion } from "@/lib/codes/restore-code-version";

export const POST = withApi(restoreCodeVersionContract, async ({ caller, params }) =>
  restoreCodeVersion(caller.accountId, params.id, params.version, actorOf(caller)),
);
