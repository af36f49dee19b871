import { withApi } from "@/lib/api/with-api";
import { deleteMeContract, getMeContract, updateMeContract } from "@/lib/me/contracts";
import { deleteOwnAccount } from "@/lib/me/delete-own-account";
import { getMe } from "@/lib/me/get-me";
import { updateMe } from "@/lib/me/update-me";

export const GET = withApi(getMeContract, async ({ caller }) => getMe(caller.userId));

export const PATCH = withApi(updateMeContract, async ({ caller, body }) => updateMe(caller.userId, body));

export const DELETE = withApi(deleteMeContract, async ({ caller, body }) =>
  deleteOwnAccount(caller.userId, body.currentPassword),
);
