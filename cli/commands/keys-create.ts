import { invalid } from "../../lib/api/errors";
import { parseWith } from "../../lib/api/parse";
import { createApiKey } from "../../lib/keys/create-api-key";
import { CreateApiKeyBody, type CreateApiKeyInput } from "../../lib/keys/key-schemas";
import { PERMISSIONS } from "../../lib/keys/permissions";
import { EmailSchema } from "../../lib/users/user-schemas";
import { defineCommand, text } from "../command";
import { say } from "../output";
import { requireUser } from "./find-user";

export default defineCommand<{ email: string; key: CreateApiKeyInput }>({
  name: "keys:create",
  summary: "create an API key for a user's account; prints the key alone on the last line",
  synopsis: `--email E --name N --permissions ${PERMISSIONS.join(",")}`,
  options: { email: { type: "string" }, name: { type: "string" }, permissions: { type: "string" } },
  required: ["email", "name", "permissions"],
  validate(flags) {
    const permissions = (text(flags, "permissions") ?? "")
      .split(",")
      .map((permission) => permission.trim())
      .filter(Boolean);
    const unknown = permissions.filter((permission) => !(PERMISSIONS as readonly string[]).includes(permission));
    if (unknown.length)
      throw invalid(
        "permissions",
        `unknown permission '${unknown.join("', '")}' (choose from ${PERMISSIONS.join(", ")})`,
      );
    return {
      email: parseWith(EmailSchema, text(flags, "email"), "email"),
      key: parseWith(CreateApiKeyBody, { name: text(flags, "name"), permissions }, "input"),
    };
  },
  async run({ email, key }) {
    const user = await requireUser(email);
    // The audit log records the key as created by the user it is for.
    const created = await createApiKey({ kind: "session", accountId: user.accountId, userId: user.id }, key);
    say(
      `Created API key "${created.name}" (id ${created.id}) for ${user.email} with ${created.permissions.join(", ")}.`,
    );
    say("Store it now: it is shown only this once.");
    say(created.key);
  },
});
