import { withApi } from "@/lib/api/with-api";
import { listAuditEventsContract } from "@/lib/audit/contracts";
import { listAuditEvents } from "@/lib/audit/list-audit-events";

export const GET = withApi(listAuditEventsContract, async ({ caller, query }) =>
  listAuditEvents(caller.accountId, query),
);
