import { withApi } from "@/lib/api/with-api";
import { revokeInvitationContract } from "@/lib/invitations/contracts";
import { revokeInvitation } from "@/lib/invitations/revoke-invitation";

export const DELETE = withApi(revokeInvitationContract, async ({ caller, params }) =>
  revokeInvitation(params.id, caller.userId, params.invitationId),
);
