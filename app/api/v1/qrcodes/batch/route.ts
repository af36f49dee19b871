import { withApi } from "@/lib/api/with-api";
import { batchCreateQrCodes } from "@/lib/codes/batch-create-qr-codes";
import { batchCreateQrCodesContract } from "@/lib/codes/contracts";

export const POST = withApi(batchCreateQrCodesContract, async ({ caller, body }) =>
  batchCreateQrCodes(caller, body.items),
);
