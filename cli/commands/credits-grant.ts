import { invalid } from "../../lib/api/errors";
import { parseWith } from "../../lib/api/parse";
import { grantCredits } from "../../lib/credits/grant-credits";
import { EmailSchema } from "../../lib/users/user-schemas";
import { defineCommand, text } from "../command";
import { say } from "../output";
import { requireUser } from "./find-user";

export default defineCommand<{ email: string; amount: number; reason?: string }>({
  name: "credits:grant",
  summary: "add credits to a user's account (a ledger row) and print the new balance",
  synopsis: "--email E --amount N [--reason R]",
  options: { email: { type: "string" }, amount: { type: "string" }, reason: { type: "string" } },
  required: ["email", "amount"],
  validate(flags) {
    const amount = text(flags, "amount")!.trim();
    // grantCredits checks the range; here only that it is a whole number at all.
    if (!/^[+-]?\d+$/.test(amount)) throw invalid("amount", "must be a positive whole number");
    const reason = text(flags, "reason")?.trim();
    if (reason !== undefined && (reason.length === 0 || reason.length > 200))
      throw invalid("reason", "must be 1 to 200 characters");
    return { email: parseWith(EmailSchema, text(flags, "email"), "email"), amount: Number(amount), reason };
  },
  async run({ email, amount, reason }) {
    const user = await requireUser(email);
    const balance = await grantCredits(user.accountId, amount, reason);
    say(`Granted ${amount} credits to ${user.email}. New balance: ${balance}`);
  },
});
