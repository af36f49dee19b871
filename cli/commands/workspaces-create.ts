import { parseWith } from "../../lib/api/parse";
import { EmailSchema } from "../../lib/users/user-schemas";
import { createWorkspace } from "../../lib/workspaces/create-workspace";
import { CreateWorkspaceBody } from "../../lib/workspaces/workspace-schemas";
import { defineCommand, text } from "../command";
import { say } from "../output";
import { requireUser } from "./find-user";

export default defineCommand<{ owner: string; name: string }>({
  name: "workspaces:create",
  summary: "create a workspace with an existing user as its OWNER; prints its id",
  synopsis: "--owner E --name N",
  options: { owner: { type: "string" }, name: { type: "string" } },
  required: ["owner", "name"],
  validate: (flags) => ({
    owner: parseWith(EmailSchema, text(flags, "owner"), "owner"),
    name: parseWith(CreateWorkspaceBody, { name: text(flags, "name") }, "input").name,
  }),
  async run({ owner, name }) {
    const user = await requireUser(owner);
    const workspace = await createWorkspace(user.id, { name });
    say(`Created workspace "${workspace.name}" (slug ${workspace.slug}) owned by ${user.email}.`);
    say(workspace.id);
  },
});
