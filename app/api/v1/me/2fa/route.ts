import { withApi } from "@/lib/api/with-api";
import { disableTwoFactor } from "@/lib/two-factor/disable-two-factor";
import { readTwoFactorStatus } from "@/lib/two-factor/read-two-factor-status";
import { startTwoFactor } from "@/lib/two-factor/start-two-factor";
import { disableTwoFactorContract, readTwoFactorContract, startTwoFactorContract } from "@/lib/two-factor/contracts";

export const GET = withApi(readTwoFactorContract, async ({ caller }) => readTwoFactorStatus(caller.userId));
export const POST = withApi(startTwoFactorContract, async ({ caller }) => startTwoFactor(caller.userId));
export const DELETE = withApi(disableTwoFactorContract, async ({ caller, body }) =>
  disableTwoFactor(caller.userId, body.code),
);
