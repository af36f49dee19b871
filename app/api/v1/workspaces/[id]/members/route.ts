import { withApi } from "@/lib/api/with-api";
import { listMembersContract } from "@/lib/workspaces/contracts";
import { listMembers } from "@/lib/workspaces/list-members";

export const GET = withApi(listMembersContract, async ({ caller, params }) => listMembers(caller, params.id));
