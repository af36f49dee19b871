import { withApi } from "@/lib/api/with-api";
import { actorOf } from "@/lib/codes/actor";
import { deleteQrCodeContract, getQrCodeContract, updateQrCodeContract } from "@/lib/codes/contracts";
import { deleteQrCode } from "@/lib/codes/delete-qr-code";
import { getQrCode } from "@/lib/codes/get-qr-code";
import { updateQrCode } from "@/lib/codes/update-qr-code";

export const GET = withApi(getQrCodeContract, async ({ caller, params }) => getQrCode(caller.accountId, params.id));

export const PATCH = withApi(updateQrCodeContract, async ({ caller, params, body }) =>
  updateQrCode(caller.accountId, params.id, body, actorOf(caller)),
);

export const DELETE = withApi(deleteQrCodeContract, async ({ caller, params }) => deleteQrCode(caller, params.id));
