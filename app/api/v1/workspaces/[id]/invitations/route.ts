import { withApi } from "@/lib/api/with-api";
import { createInvitationContract, listInvitationsContract } from "@/lib/invitations/contracts";
import { createInvitation } from "@/lib/invitations/create-invitation";
import { listInvitations } from "@/lib/invitations/list-invitations";

export const GET = withApi(listInvitationsContract, async ({ caller, params }) => listInvitations(caller, params.id));

export const POST = withApi(createInvitationContract, async ({ caller, params, body }) =>
  createInvitation({ accountId: params.id, userId: caller.userId }, body),
);
