import { withApi } from "@/lib/api/with-api";
import { restoreQrCodeContract } from "@/lib/codes/contracts";
import { restoreQrCode } from "@/lib/codes/restore-qr-code";

export const POST = withApi(restoreQrCodeContract, async ({ caller, params }) => restoreQrCode(caller, params.id));
