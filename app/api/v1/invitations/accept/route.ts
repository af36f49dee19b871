import { withApi } from "@/lib/api/with-api";
import { acceptInvitationContract } from "@/lib/invitations/contracts";
import { acceptInvitation } from "@/lib/invitations/accept-invitation";

export const POST = withApi(acceptInvitationContract, async ({ caller, body }) =>
  acceptInvitation(caller.userId, body.token),
);
