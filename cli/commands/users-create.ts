import { parseWith } from "../../lib/api/parse";
import { createUser } from "../../lib/users/create-user";
import { CreateUserBody, type CreateUserInput } from "../../lib/users/user-schemas";
import { defineCommand, text } from "../command";
import { say } from "../output";

export default defineCommand<{ user: CreateUserInput; admin: boolean }>({
  name: "users:create",
  summary: "create a user with an account of its own (the first user is ADMIN)",
  synopsis: "--email E --password P --name N [--admin]",
  options: {
    email: { type: "string" },
    password: { type: "string" },
    name: { type: "string" },
    admin: { type: "boolean" },
  },
  required: ["email", "password", "name"],
  validate: (flags) => ({
    user: parseWith(
      CreateUserBody,
      { name: text(flags, "name"), email: text(flags, "email"), password: text(flags, "password") },
      "input",
    ),
    admin: flags.admin === true,
  }),
  async run({ user, admin }) {
    const created = await createUser(user, { admin });
    say(`Created ${created.role} user ${created.email} (id ${created.id}).`);
  },
});
