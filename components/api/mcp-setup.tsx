import { Card, CardHeader } from "@/components/ui/card";
import { getConfig } from "@/lib/config/env";
import { KEY_PLACEHOLDER, mcpServerUrl, mcpSnippets } from "./mcp-config-snippets";
import { McpSnippetTabs } from "./mcp-snippet-tabs";

/** The API keys page's MCP section: the server URL and ready-made client configuration. */
export function McpSetup() {
  const url = mcpServerUrl(getConfig().APP_URL);
  return (
    <section aria-label="MCP server" className="mt-8">
      <Card>
        <CardHeader
          title="MCP server for AI agents"
          description={
            <>
              Give Claude, Cursor or VS Code Codebeam&apos;s tools: generate, list, create, update and delete codes,
              read statistics. An agent sees only the tools its key&apos;s permissions allow, under the same rate
              limits.
            </>
          }
        />
        <div className="space-y-4 px-5 py-4">
          <div>
            <p className="text-sm font-medium text-zinc-700">Server URL (Streamable HTTP)</p>
            <code className="mt-1 block font-mono text-sm break-all text-zinc-900">{url}</code>
          </div>
          <McpSnippetTabs snippets={mcpSnippets(url)} />
          <p className="text-sm text-zinc-500">
            Replace <code className="font-mono">{KEY_PLACEHOLDER}</code> with a key created above; keep it out of shared
            files.
          </p>
        </div>
      </Card>
    </section>
  );
}
