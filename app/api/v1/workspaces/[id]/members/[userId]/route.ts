import { withApi } from "@/lib/api/with-api";
import { changeMemberRole } from "@/lib/workspaces/change-member-role";
import { removeMemberContract, updateMemberContract } from "@/lib/workspaces/contracts";
import { removeMember } from "@/lib/workspaces/remove-member";

export const PATCH = withApi(updateMemberContract, async ({ caller, params, body }) =>
  changeMemberRole(caller.userId, params.id, params.userId, body.role),
);

export const DELETE = withApi(removeMemberContract, async ({ caller, params }) =>
  removeMember(caller.userId, params.id, params.userId),
);
