import Link from "next/link";
import { Card, CardHeader } from "@/components/ui/card";
import { CodeBlock } from "@/components/ui/code-block";
import {
  GO_INSTALL,
  goGettingStarted,
  PYTHON_INSTALL,
  pythonGettingStarted,
} from "@/lib/openapi/code-samples/getting-started";
import { SDK_FROM_CHECKOUT, SDK_INSTALL, sdkExample } from "./sdk-example";

const code = "rounded bg-zinc-100 px-1 py-0.5 font-mono text-[0.8125rem] text-zinc-800";

/** The SDK tab of the API reference: how to install @codebeam/sdk, the Python and the Go client, and a first program with each. */
export function SdkGuide({ baseUrl, dynamicCodeCost }: { baseUrl: string; dynamicCodeCost: number }) {
  return (
    <div className="space-y-6">
      <Card className="overflow-hidden">
        <CardHeader
          title="Install"
          description={
            <>
              <code className={code}>@codebeam/sdk</code> is the TypeScript client of this API: no runtime dependencies,
              native <code className={code}>fetch</code>, Node.js 18+ and modern browsers, ESM and CommonJS, with types
              for every input and answer.
            </>
          }
        />
        <CodeBlock name="Terminal" code={SDK_INSTALL} copyLabel="Copy command" />
        <p className="px-5 py-4 text-sm text-zinc-600">
          The package is built from <code className={code}>sdk/</code> in the Codebeam repository. To use the version
          that matches this server, build and pack it from a checkout:
        </p>
        <CodeBlock name="From a checkout" code={SDK_FROM_CHECKOUT} copyLabel="Copy commands" />
      </Card>

      <Card className="overflow-hidden">
        <CardHeader
          title="Create a code and read its statistics"
          description={
            <>
              Create a key under{" "}
              <Link href="/dashboard/keys" className="font-medium text-brand-700 hover:underline">
                API keys
              </Link>{" "}
              with the <code className={code}>qrcode:create</code> permission and put it in{" "}
              <code className={code}>CODEBEAM_API_KEY</code>. Run as an ES module (top-level{" "}
              <code className={code}>await</code>).
            </>
          }
        />
        <CodeBlock
          name="example.ts"
          code={sdkExample({ baseUrl, dynamicCodeCost })}
          copyLabel="Copy example"
          testId="sdk-example"
        />
        <ul className="list-disc space-y-1.5 px-5 py-4 pl-9 text-sm text-zinc-600">
          <li>
            Every failure is a <code className={code}>CodebeamError</code> with <code className={code}>status</code>,{" "}
            <code className={code}>code</code>, <code className={code}>message</code> and{" "}
            <code className={code}>requestId</code>; the subclasses name the cases worth handling on their own.
          </li>
          <li>
            <code className={code}>RateLimitError</code> carries <code className={code}>retryAfter</code> in seconds.
            Reads and creates are retried by themselves (creates with an idempotency key, so a retry never charges
            twice); short waits happen inside the call.
          </li>
          <li>
            The same client covers every operation in the reference: <code className={code}>client.qrcodes</code>,{" "}
            <code className={code}>templates</code>, <code className={code}>credits</code>,{" "}
            <code className={code}>qr.generate</code> and <code className={code}>webhooks</code>.
          </li>
        </ul>
      </Card>

      <Card className="overflow-hidden">
        <CardHeader
          title="Python"
          description={
            <>
              The <code className={code}>codebeam</code> package (<code className={code}>sdks/python</code>): Python
              3.9+, httpx, a sync <code className={code}>Codebeam</code> and an async{" "}
              <code className={code}>AsyncCodebeam</code> with the same namespaces in snake_case.
            </>
          }
        />
        <CodeBlock name="Install" code={PYTHON_INSTALL} copyLabel="Copy Python install commands" />
        <CodeBlock
          name="example.py"
          code={pythonGettingStarted(baseUrl, dynamicCodeCost)}
          copyLabel="Copy Python example"
          testId="sdk-example-python"
        />
      </Card>

      <Card className="overflow-hidden">
        <CardHeader
          title="Go"
          description={
            <>
              The module <code className={code}>github.com/codebeam/codebeam-go</code> (
              <code className={code}>sdks/go</code>): Go 1.19+, standard library only, a{" "}
              <code className={code}>context.Context</code> on every call.
            </>
          }
        />
        <CodeBlock name="Install" code={GO_INSTALL} copyLabel="Copy Go install commands" />
        <CodeBlock
          name="main.go"
          code={goGettingStarted(baseUrl, dynamicCodeCost)}
          copyLabel="Copy Go example"
          testId="sdk-example-go"
        />
        <p className="px-5 py-4 text-sm text-zinc-600">
          Every operation of the Reference tab shows its call in curl, TypeScript, Python and Go.
        </p>
      </Card>
    </div>
  );
}
