import { withApi } from "@/lib/api/with-api";
import { confirmTwoFactor } from "@/lib/two-factor/confirm-two-factor";
import { confirmTwoFactorContract } from "@/lib/two-factor/contracts";

export const POST = withApi(confirmTwoFactorContract, async ({ caller, body }) =>
  confirmTwoFactor(caller.userId, body.code),
);
