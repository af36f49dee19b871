import { withApi } from "@/lib/api/with-api";
import { callerSessionId } from "@/lib/auth/caller";
import { endOtherSessionsContract, listSessionsContract } from "@/lib/me/contracts";
import { endOtherSessions } from "@/lib/me/end-other-sessions";
import { listUserSessions } from "@/lib/me/list-user-sessions";

export const GET = withApi(listSessionsContract, async ({ caller }) =>
  listUserSessions(caller.userId, callerSessionId(caller)),
);

export const DELETE = withApi(endOtherSessionsContract, async ({ caller }) =>
  endOtherSessions(caller.userId, callerSessionId(caller)),
);
