import { z } from "zod";
import { EXAMPLES, exampleString, timestampString } from "../validation/examples";
import { recordId, storedRecordId } from "../validation/record-id";
import { WorkspaceRoleSchema } from "./workspace-roles";

/** How many workspaces one user may own (hold the OWNER role in) at a time. */
export const MAX_OWNED_WORKSPACES = 20;

const WORKSPACE_EXAMPLE = "Marketing team";

const WorkspaceName = z
  .string()
  .trim()
  .min(1, "is required")
  .max(80, "must be at most 80 characters")
  .meta({ examples: [WORKSPACE_EXAMPLE] });

export const CreateWorkspaceBody = z.strictObject({ name: WorkspaceName }).meta({ id: "CreateWorkspace" });
export const UpdateWorkspaceBody = z.strictObject({ name: WorkspaceName }).meta({ id: "UpdateWorkspace" });
export type WorkspaceNameInput = z.infer<typeof CreateWorkspaceBody>;

export const WorkspaceIdParams = z.object({ id: recordId("workspace") });
export const MemberParams = WorkspaceIdParams.extend({ userId: recordId("user") });

export const UpdateMemberBody = z
  .strictObject({ role: WorkspaceRoleSchema.describe("The member's new role in this workspace.") })
  .meta({ id: "UpdateMember" });

export const WorkspaceSchema = z
  .object({
    id: storedRecordId().describe("Send it as X-Codebeam-Workspace to act in this workspace."),
    name: exampleString(WORKSPACE_EXAMPLE),
    slug: exampleString("marketing-team-3f9a2c1d").describe("URL-safe and unique; kept when the name changes."),
    role: WorkspaceRoleSchema.describe("Your role in this workspace."),
    createdAt: timestampString(),
  })
  .meta({ id: "Workspace" });
export type WorkspaceView = z.input<typeof WorkspaceSchema>;

// An API key is no member: it holds permissions, not a role, so the list a key reads says null
// rather than a role that would misstate what the key may do (lib/workspaces/key-workspace.ts).
export const ListedWorkspaceSchema = WorkspaceSchema.extend({
  role: WorkspaceRoleSchema.nullable().describe(
    "Your role in this workspace; null when an API key asks (a key holds permissions, not a role).",
  ),
}).meta({ id: "ListedWorkspace" });

export const WorkspaceListSchema = z.object({ data: z.array(ListedWorkspaceSchema) }).meta({ id: "WorkspaceList" });

export const DeletedWorkspaceSchema = z
  .object({ id: storedRecordId(), deleted: z.literal(true) })
  .meta({ id: "DeletedWorkspace" });

export const MemberSchema = z
  .object({
    userId: storedRecordId(),
    email: exampleString(EXAMPLES.email),
    name: exampleString(EXAMPLES.personName),
    role: WorkspaceRoleSchema,
    joinedAt: timestampString(),
  })
  .meta({ id: "Member" });
export type MemberView = z.input<typeof MemberSchema>;

export const MemberListSchema = z.object({ data: z.array(MemberSchema) }).meta({ id: "MemberList" });

export const RemovedMemberSchema = z
  .object({ userId: storedRecordId(), removed: z.literal(true) })
  .meta({ id: "RemovedMember" });
