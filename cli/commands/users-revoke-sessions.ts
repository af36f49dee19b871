import { parseWith } from "../../lib/api/parse";
import { revokeSessions } from "../../lib/auth/revoke-sessions";
import { EmailSchema } from "../../lib/users/user-schemas";
import { defineCommand, text } from "../command";
import { say } from "../output";
import { requireUser } from "./find-user";

export default defineCommand<{ email: string }>({
  name: "users:revoke-sessions",
  summary: "sign a user out everywhere: every session cookie issued so far stops working (API keys are untouched)",
  synopsis: "--email E",
  options: { email: { type: "string" } },
  required: ["email"],
  validate: (flags) => ({ email: parseWith(EmailSchema, text(flags, "email"), "email") }),
  async run({ email }) {
    const user = await requireUser(email);
    await revokeSessions(user.id);
    say(`Ended every session of ${user.email}; they must sign in again.`);
  },
});
