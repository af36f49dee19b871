import { defineContract } from "../api/contract";
import { AuditEventListSchema, ListAuditQuery } from "./audit-schemas";

// The audit log belongs to a workspace's ADMINs and OWNERs; API keys (which hold only the code
// permissions) never read it.
export const listAuditEventsContract = defineContract({
  tag: "Audit log",
  auth: "session",
  workspaceRole: "ADMIN",
  method: "GET",
  path: "/api/v1/audit",
  operationId: "audit.list",
  summary: "The workspace's audit log, newest first",
  description:
    "Who changed what: API keys created and revoked; webhooks created, updated, deleted and their secrets rotated; codes deleted and restored. Each event names its actor (a user with their email, or an API key with its name, as they were then), the action, the target and non-secret details. `action` takes one action or a prefix ending in a dot (`webhook.`); `from` is inclusive, `to` exclusive. Dashboard session only. Events older than AUDIT_RETENTION_DAYS are removed.",
  query: ListAuditQuery,
  response: AuditEventListSchema,
  status: 200,
});

export const AUDIT_CONTRACTS = [listAuditEventsContract];
