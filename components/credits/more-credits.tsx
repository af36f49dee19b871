import { Card } from "@/components/ui/card";
import { CodeBlock } from "@/components/ui/code-block";
import { formatNumber } from "@/components/ui/format";

/**
 * How an account gets credits on this install: nothing is sold; an administrator of the server adds
 * them with the admin CLI (cli/commands/credits-grant.ts), the only way besides the starting grant.
 */
export function MoreCredits({
  email,
  isAdmin,
  startingCredits,
  staticLeft,
}: {
  email: string;
  isAdmin: boolean;
  startingCredits: number;
  staticLeft: number;
}) {
  return (
    <section aria-labelledby="more-credits-title" className="mt-8">
      <Card className="overflow-hidden">
        <div className="border-b border-zinc-100 px-5 py-4">
          <h2 id="more-credits-title" className="text-base font-semibold text-zinc-900">
            Getting more credits
          </h2>
          <p className="mt-1 text-sm text-zinc-600">
            Credits are not sold on this server. New accounts start with {formatNumber(startingCredits)}; more are added
            by an administrator of this server.
          </p>
        </div>
        <div className="space-y-3 p-5 text-sm text-zinc-700">
          <p>
            {isAdmin ? (
              <>You are an administrator: add credits to this or any account by running this on the server.</>
            ) : (
              <>
                Ask the administrator of this server for more, giving the email address of this account,{" "}
                <strong className="font-semibold text-zinc-900">{email}</strong>. They add them by running this on the
                server:
              </>
            )}
          </p>
          <div className="overflow-hidden rounded-lg">
            <CodeBlock
              name="Admin command"
              code={`npm run cli -- credits:grant --email ${email} --amount 100`}
              copyLabel="Copy command"
            />
          </div>
          <p>
            Static codes need no credits: {formatNumber(staticLeft)} {staticLeft === 1 ? "is" : "are"} left this month.
          </p>
        </div>
      </Card>
    </section>
  );
}
