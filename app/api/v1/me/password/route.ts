import { withApi } from "@/lib/api/with-api";
import { callerSessionId } from "@/lib/auth/caller";
import { changePassword } from "@/lib/me/change-password";
import { changePasswordContract } from "@/lib/me/contracts";

export const POST = withApi(changePasswordContract, async ({ caller, body }) =>
  changePassword(caller.userId, callerSessionId(caller), body),
);
