import { parseWith } from "../../lib/api/parse";
import { createResetLink } from "../../lib/password-reset/create-reset-link";
import { EmailSchema } from "../../lib/users/user-schemas";
import { defineCommand, text } from "../command";
import { say } from "../output";
import { requireUser } from "./find-user";

// A link rather than a password typed here: the admin never learns the new password, and nothing
// lands in the shell history or the process list.
export default defineCommand<{ email: string }>({
  name: "users:reset-password",
  summary:
    "print a one-time link (30 minutes) that lets the user choose a new password; using it signs them out everywhere",
  synopsis: "--email E",
  options: { email: { type: "string" } },
  required: ["email"],
  validate: (flags) => ({ email: parseWith(EmailSchema, text(flags, "email"), "email") }),
  async run({ email }) {
    const user = await requireUser(email);
    const { url, expiresAt } = await createResetLink(user.id);
    say(`Send this link to ${user.email}; it works once, until ${expiresAt.toISOString()}:`);
    say(url);
  },
});
