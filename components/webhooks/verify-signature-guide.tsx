import { CopyButton } from "@/components/ui/copy-button";
import { Card, CardHeader } from "@/components/ui/card";

const SNIPPET = `import { Webhook } from "standardwebhooks";

const wh = new Webhook(process.env.CODEBEAM_WEBHOOK_SECRET); // whsec_…

// In your handler, with the raw request body (a string) and the headers:
const event = wh.verify(rawBody, {
  "webhook-id": req.headers["webhook-id"],
  "webhook-timestamp": req.headers["webhook-timestamp"],
  "webhook-signature": req.headers["webhook-signature"],
}); // throws when the signature or timestamp is wrong`;

const code = "rounded bg-zinc-100 px-1 py-0.5 font-mono text-[0.8125rem] text-zinc-800";

/** How a receiver checks that an event came from Codebeam: a Node snippet and what the headers mean. */
export function VerifySignatureGuide() {
  return (
    <Card className="overflow-hidden">
      <CardHeader
        title="Verify a signature"
        description={
          <>
            Events are signed the Standard Webhooks way, so any of its libraries can check them. In Node:{" "}
            <code className={code}>npm install standardwebhooks</code>
          </>
        }
      />
      <div className="bg-zinc-950">
        <div className="flex items-center justify-between gap-3 border-b border-white/10 px-4 py-2 sm:px-5">
          <span className="font-mono text-xs text-zinc-400">receiver.js</span>
          <CopyButton text={SNIPPET} label="Copy code" what="code" />
        </div>
        <pre
          tabIndex={0}
          aria-label="receiver.js"
          className="overflow-x-auto px-4 py-4 text-[0.8125rem] leading-relaxed text-zinc-100 sm:px-5"
        >
          <code>{SNIPPET}</code>
        </pre>
      </div>
      <ul className="list-disc space-y-1.5 px-5 py-4 pl-9 text-sm text-zinc-600">
        <li>
          Verify the body exactly as it arrived, before parsing it. The payload is{" "}
          <code className={code}>{"{id, type, timestamp, data}"}</code>.
        </li>
        <li>
          <code className={code}>webhook-id</code> is the same on every retry of an event: store it and skip ids you
          have already handled.
          <code className={`${code} ml-1`}>webhook-timestamp</code> is in Unix seconds; the library refuses old ones.
        </li>
        <li>
          Answer with any 2xx status quickly. Other answers and timeouts are retried with growing pauses for about 3
          days; an answer of <code className={code}>410 Gone</code> disables the webhook.
        </li>
      </ul>
    </Card>
  );
}
