import { parseWith } from "../../lib/api/parse";
import { EmailSchema } from "../../lib/users/user-schemas";
import { addMember } from "../../lib/workspaces/add-member";
import { requireWorkspace } from "../../lib/workspaces/require-workspace";
import { type WorkspaceRole, WorkspaceRoleSchema } from "../../lib/workspaces/workspace-roles";
import { recordId } from "../../lib/validation/record-id";
import { defineCommand, text } from "../command";
import { say } from "../output";
import { requireUser } from "./find-user";

export default defineCommand<{ workspace: string; email: string; role: WorkspaceRole }>({
  name: "members:add",
  summary: "make an existing user a member of a workspace with a role (OWNER, ADMIN, EDITOR, VIEWER)",
  synopsis: "--workspace ID --email E --role R",
  options: { workspace: { type: "string" }, email: { type: "string" }, role: { type: "string" } },
  required: ["workspace", "email", "role"],
  validate: (flags) => ({
    workspace: parseWith(recordId("workspace"), text(flags, "workspace"), "workspace"),
    email: parseWith(EmailSchema, text(flags, "email"), "email"),
    role: parseWith(WorkspaceRoleSchema, text(flags, "role")?.toUpperCase(), "role"),
  }),
  async run({ workspace, email, role }) {
    const { name } = await requireWorkspace(workspace);
    const user = await requireUser(email);
    await addMember(workspace, user.id, role);
    say(`Added ${user.email} to "${name}" as ${role}.`);
  },
});
