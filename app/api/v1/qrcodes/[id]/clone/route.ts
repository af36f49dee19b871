import { withApi } from "@/lib/api/with-api";
import { cloneQrCode } from "@/lib/codes/clone-qr-code";
import { cloneQrCodeContract } from "@/lib/codes/contracts";

export const POST = withApi(cloneQrCodeContract, async ({ caller, params, body }) =>
  cloneQrCode(caller, params.id, body),
);
