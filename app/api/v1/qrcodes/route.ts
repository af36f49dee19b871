import { withApi } from "@/lib/api/with-api";
import { createQrCodeContract, listQrCodesContract } from "@/lib/codes/contracts";
import { createQrCode } from "@/lib/codes/create-qr-code";
import { listQrCodes } from "@/lib/codes/list-qr-codes";

export const GET = withApi(listQrCodesContract, async ({ caller, query }) => listQrCodes(caller.accountId, query));

export const POST = withApi(createQrCodeContract, async ({ caller, body }) => createQrCode(caller, body));
