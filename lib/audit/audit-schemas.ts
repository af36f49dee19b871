import { z } from "zod";
import { EXAMPLES, exampleString, timestampString } from "../validation/examples";
import { PaginationSchema } from "../validation/pagination";
import { RECORD_ID_EXAMPLE, recordId, storedRecordId } from "../validation/record-id";
import { PageNumber, pageSize } from "../validation/whole-number";

/** What the log records (lib/keys, lib/webhooks, lib/codes write them through recordAudit). */
export const AUDIT_ACTIONS = [
  "key.created",
  "key.revoked",
  "webhook.created",
  "webhook.updated",
  "webhook.deleted",
  "webhook.secret_rotated",
  "domain.created",
  "domain.updated",
  "domain.verified",
  "domain.deleted",
  "qrcode.deleted",
  "qrcode.restored",
  "qrcode.shared",
  "qrcode.unshared",
  "workspace.renamed",
  "member.role_changed",
  "member.removed",
  "member.left",
  "invitation.created",
  "invitation.revoked",
  "invitation.accepted",
] as const;

const Instant = (bound: string) =>
  z.iso
    .datetime({ offset: true, message: "must be an ISO 8601 date-time with a time zone (e.g. 2027-01-31T23:59:00Z)" })
    .optional()
    .describe(bound);

export const ListAuditQuery = z.object({
  page: PageNumber,
  size: pageSize(100, 20),
  action: z
    .string()
    .regex(/^[a-z][a-z_]*\.(?:[a-z][a-z_]*)?$/, "must be an action such as key.created, or a prefix such as key.")
    .max(100, "must be at most 100 characters")
    .optional()
    .meta({ examples: ["key.created", "webhook."] })
    .describe(`one action (${AUDIT_ACTIONS.join(", ")}), or every action of a kind: a prefix ending in a dot`),
  actorId: recordId("user or key").optional().describe("the user's or API key's id"),
  targetId: recordId("record").optional().describe("the id of the key, webhook or code changed"),
  from: Instant("events at or after this instant"),
  to: Instant("events before this instant"),
});
export type ListAuditQueryInput = z.output<typeof ListAuditQuery>;

/** Who acted: a user or an API key (an audit event's actor; a code's createdBy), labelled as `label` says. */
export const actorSchema = (label: z.ZodString) =>
  z.object({ type: z.enum(["user", "key"]), id: storedRecordId(), label });

export const AuditEventSchema = z
  .object({
    id: storedRecordId(),
    at: timestampString("when the change was made"),
    actor: actorSchema(
      exampleString(EXAMPLES.email).describe("the user's email, or the key's name, when the change was made"),
    ),
    action: exampleString("key.created"),
    target: z.object({
      type: exampleString("key").describe("key, webhook or qrcode"),
      id: z.string().meta({ examples: [RECORD_ID_EXAMPLE] }),
    }),
    details: z
      .record(z.string(), z.unknown())
      .describe("what was changed: names, permissions, receiver URLs; never a secret"),
  })
  .meta({ id: "AuditEvent" });
export type AuditEventView = z.infer<typeof AuditEventSchema>;

export const AuditEventListSchema = z
  .object({ data: z.array(AuditEventSchema), pagination: PaginationSchema })
  .meta({ id: "AuditEventList" });
