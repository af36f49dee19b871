import { defineContract, MCP_READ } from "../api/contract";
import { KEY_READS } from "../workspaces/contracts";
import { AuditEventListSchema, ListAuditQuery } from "./audit-schemas";

// The audit log belongs to a workspace's ADMINs and OWNERs, and to its full-access API keys
// (qrcode:create, which already manage webhooks): reading it changes nothing (KEY_READS).
export const listAuditEventsContract = defineContract({
  tag: "Audit log",
  auth: "key-or-session",
  permission: "qrcode:create",
  workspaceRole: "ADMIN",
  method: "GET",
  path: "/api/v1/audit",
  operationId: "audit.list",
  summary: "The workspace's audit log, newest first",
  description: `Who changed what: API keys created and revoked; webhooks created, updated, deleted and their secrets rotated; codes deleted and restored, their statistics shared and unshared; the workspace renamed; members' roles changed, members removed or leaving; invitations created, revoked and accepted. Each event names its actor (a user with their email, or an API key with its name, as they were then), the action, the target and non-secret details. \`action\` takes one action or a prefix ending in a dot (\`webhook.\`); \`from\` is inclusive, \`to\` exclusive. An API key reads its own workspace's log. Events older than AUDIT_RETENTION_DAYS are removed. ${KEY_READS}`,
  query: ListAuditQuery,
  response: AuditEventListSchema,
  status: 200,
  mcp: {
    name: "list_audit_events",
    title: "The workspace's audit log",
    description:
      "Who changed what in the key's workspace, newest first: keys, webhooks, deleted and restored codes, members and invitations. Filter by action (or a prefix such as 'webhook.'), actorId, targetId and from/to (ISO 8601); page and size (≤ 100).",
    annotations: MCP_READ,
    summary: ({ data, pagination }) =>
      `${data.length} of ${pagination.total} events (page ${pagination.page} of ${pagination.totalPages}).`,
  },
});

export const AUDIT_CONTRACTS = [listAuditEventsContract];
