import { z } from "zod";
import { EmailSchema } from "../users/user-schemas";
import { EXAMPLES, timestampString } from "../validation/examples";
import { recordId, storedRecordId } from "../validation/record-id";
import { WorkspaceRoleSchema } from "../workspaces/workspace-roles";
import { WorkspaceIdParams } from "../workspaces/workspace-schemas";

export const INVITATION_DAYS = 7;
/** Pending invitations a workspace may hold at once. */
export const MAX_PENDING_INVITATIONS = 100;

export { WorkspaceIdParams };
export const InvitationIdParams = WorkspaceIdParams.extend({ invitationId: recordId("invitation") });

export const CreateInvitationBody = z
  .strictObject({ email: EmailSchema, role: WorkspaceRoleSchema })
  .meta({ id: "CreateInvitation", examples: [{ email: EXAMPLES.email, role: "EDITOR" }] });
export type CreateInvitationInput = z.infer<typeof CreateInvitationBody>;

export const InvitationSchema = z
  .object({
    id: storedRecordId(),
    email: z.string().meta({ examples: [EXAMPLES.email] }),
    role: WorkspaceRoleSchema,
    createdAt: timestampString(),
    expiresAt: timestampString(),
  })
  .meta({ id: "Invitation" });
export type InvitationView = z.infer<typeof InvitationSchema>;

export const CreatedInvitationSchema = InvitationSchema.extend({
  url: z
    .string()
    .meta({ examples: ["https://codes.example.com/invite?token=Zk3v0d9mQ1xYqWbT7pLr2sNc8HgJe4AaUo6iKtVyBfM"] })
    .describe(
      "The link to send the invited person: shown in this answer only (it was mailed too when the server sends mail)",
    ),
  mailed: z.boolean().describe("Whether the server is sending the link by mail"),
}).meta({ id: "CreatedInvitation" });

export const InvitationListSchema = z.object({ data: z.array(InvitationSchema) }).meta({ id: "InvitationList" });

export const AcceptInvitationBody = z
  .strictObject({ token: z.string().min(1, "is required").max(200, "is not an invitation's token") })
  .meta({ id: "AcceptInvitation" });

export const AcceptedInvitationSchema = z
  .object({
    workspace: z.object({ id: storedRecordId(), name: z.string(), slug: z.string() }),
    role: WorkspaceRoleSchema,
  })
  .meta({ id: "AcceptedInvitation" });
