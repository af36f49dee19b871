import { withApi } from "@/lib/api/with-api";
import { exportQrCodesContract } from "@/lib/codes/export-contracts";
import { exportQrCodes } from "@/lib/codes/export-qr-codes";

export const POST = withApi(exportQrCodesContract, async ({ caller, body }) => exportQrCodes(caller, body));
