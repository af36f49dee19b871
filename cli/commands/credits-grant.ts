import { invalid } from "../../lib/api/errors";
import { parseWith } from "../../lib/api/parse";
import { grantCredits } from "../../lib/credits/grant-credits";
import { EmailSchema } from "../../lib/users/user-schemas";
import { requireWorkspace } from "../../lib/workspaces/require-workspace";
import { recordId } from "../../lib/validation/record-id";
import { defineCommand, text } from "../command";
import { say } from "../output";
import { requireUser } from "./find-user";

type Grantee = { email: string } | { workspace: string };

export default defineCommand<{ to: Grantee; amount: number; reason?: string }>({
  name: "credits:grant",
  summary:
    "add credits to a workspace, named by id or by a user's email (their default one), and print the new balance",
  synopsis: "(--email E | --workspace ID) --amount N [--reason R]",
  options: {
    email: { type: "string" },
    workspace: { type: "string" },
    amount: { type: "string" },
    reason: { type: "string" },
  },
  required: ["amount"],
  validate(flags) {
    const email = text(flags, "email");
    const workspace = text(flags, "workspace");
    if ((email === undefined) === (workspace === undefined))
      throw invalid("email", "give --email or --workspace, one of them");
    const amount = text(flags, "amount")!.trim();
    // grantCredits checks the range; here only that it is a whole number at all.
    if (!/^[+-]?\d+$/.test(amount)) throw invalid("amount", "must be a positive whole number");
    const reason = text(flags, "reason")?.trim();
    if (reason !== undefined && (reason.length === 0 || reason.length > 200))
      throw invalid("reason", "must be 1 to 200 characters");
    const to: Grantee =
      email !== undefined
        ? { email: parseWith(EmailSchema, email, "email") }
        : { workspace: parseWith(recordId("workspace"), workspace, "workspace") };
    return { to, amount: Number(amount), reason };
  },
  async run({ to, amount, reason }) {
    const { accountId, label } =
      "email" in to
        ? await requireUser(to.email).then((user) => ({ accountId: user.accountId, label: user.email }))
        : await requireWorkspace(to.workspace).then((found) => ({ accountId: found.id, label: `"${found.name}"` }));
    const balance = await grantCredits(accountId, amount, reason);
    say(`Granted ${amount} credits to ${label}. New balance: ${balance}`);
  },
});
