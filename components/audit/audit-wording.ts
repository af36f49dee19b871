import { formatDateTime, humanize } from "@/components/ui/format";
import { roleLabel } from "@/components/workspaces/role-label";
import type { AuditEventView } from "@/lib/audit/audit-schemas";
import { WORKSPACE_ROLES, type WorkspaceRole } from "@/lib/workspaces/workspace-roles";

// Every action the API records (AUDIT_ACTIONS in lib/audit/audit-schemas.ts). An action not
// listed here still shows, humanized.
export const ACTION_GROUPS = [
  {
    prefix: "member.",
    label: "Members",
    actions: {
      "member.role_changed": "Changed a member's role",
      "member.removed": "Removed a member",
      "member.left": "Left the workspace",
    },
  },
  {
    prefix: "invitation.",
    label: "Invitations",
    actions: {
      "invitation.created": "Invited someone",
      "invitation.revoked": "Revoked an invitation",
      "invitation.accepted": "Joined by invitation",
    },
  },
  { prefix: "workspace.", label: "Workspace", actions: { "workspace.renamed": "Renamed the workspace" } },
  {
    prefix: "key.",
    label: "API keys",
    actions: { "key.created": "Created an API key", "key.revoked": "Revoked an API key" },
  },
  {
    prefix: "webhook.",
    label: "Webhooks",
    actions: {
      "webhook.created": "Created a webhook",
      "webhook.updated": "Changed a webhook",
      "webhook.deleted": "Deleted a webhook",
      "webhook.secret_rotated": "Rotated a webhook's secret",
    },
  },
  {
    prefix: "domain.",
    label: "Domains",
    actions: {
      "domain.created": "Added a domain",
      "domain.updated": "Changed a domain",
      "domain.verified": "Verified a domain",
      "domain.deleted": "Removed a domain",
    },
  },
  {
    prefix: "qrcode.",
    label: "Codes",
    actions: { "qrcode.deleted": "Deleted a code", "qrcode.restored": "Restored a code" },
  },
] as const satisfies readonly { prefix: string; label: string; actions: Record<string, string> }[];

const ACTION_LABELS: Record<string, string> = Object.assign({}, ...ACTION_GROUPS.map((group) => group.actions));

/** "member.role_changed" → "Changed a member's role". */
export const actionLabel = (action: string): string => ACTION_LABELS[action] ?? humanize(action.replace(".", " "));

/** What the action filter's value means, for the select and the "filtered by" line. */
export function actionFilterLabel(value: string): string {
  const group = ACTION_GROUPS.find((item) => item.prefix === value);
  return group ? `Any ${group.label.toLowerCase()} change` : actionLabel(value);
}

const text = (value: unknown): string | undefined => (typeof value === "string" && value ? value : undefined);
const list = (value: unknown): string | undefined =>
  Array.isArray(value) && value.length ? value.map(String).join(", ") : undefined;
const role = (value: unknown): string | undefined =>
  WORKSPACE_ROLES.includes(value as WorkspaceRole) ? roleLabel(value as WorkspaceRole) : text(value);

/** A member as the log names them: their name now, and their email beneath. */
export type Person = { name: string; email: string };

/** The target in words: the name the event kept, the member's name now, else its kind and id. */
export function targetLabel(event: AuditEventView, people: ReadonlyMap<string, Person>): string {
  const { details, target } = event;
  switch (target.type) {
    case "user":
      return people.get(target.id)?.name ?? "A former member";
    case "invitation":
      return text(details.email) ? `Invitation for ${details.email}` : "An invitation";
    case "key":
      return text(details.name) ? `Key “${details.name}”` : "An API key";
    case "webhook":
      return text(details.url) ?? "A webhook";
    case "qrcode":
      return text(details.name) ? `Code “${details.name}”` : "A code";
    case "workspace":
      return "This workspace";
    default:
      return `${humanize(target.type)} ${target.id}`;
  }
}

/** The event's details in a short line ("Viewer → Editor", "permissions: qrcode:create"); empty when none. */
export function detailsSummary(event: AuditEventView): string {
  const { details, action } = event;
  if (action === "member.role_changed") return `${role(details.from) ?? "?"} → ${role(details.to) ?? "?"}`;
  if (action === "workspace.renamed") return text(details.name) ? `to “${details.name}”` : "";
  if (action.startsWith("member.")) return role(details.role) ? `was ${role(details.role)}` : "";
  if (action.startsWith("invitation.")) return role(details.role) ? `as ${role(details.role)}` : "";
  const parts: string[] = [];
  const permissions = list(details.permissions);
  if (permissions) parts.push(`permissions: ${permissions}`);
  const events = list(details.events);
  if (events) parts.push(`events: ${events}`);
  if (text(details.status)) parts.push(`status: ${humanize(String(details.status).toLowerCase())}`);
  if (text(details.mode)) parts.push(`${humanize(String(details.mode).toLowerCase())} code`);
  const until = text(details.previousSecretExpiresAt);
  if (until) parts.push(`old secret valid until ${formatDateTime(until)}`);
  return parts.join(" · ");
}
