import { mcpMessageContract } from "@/components/ui/api-routes.generated";

/** Where agents connect: the API's MCP endpoint under the install's public URL. */
export const mcpServerUrl = (appUrl: string): string => `${appUrl.replace(/\/+$/, "")}${mcpMessageContract.path}`;

export const KEY_PLACEHOLDER = "cb_sk_YOUR_API_KEY";

export interface McpSnippet {
  id: string;
  client: string;
  /** Where the snippet goes, shown above it. */
  where: string;
  code: string;
}

const json = (value: unknown) => JSON.stringify(value, null, 2);

/** Configuration for common MCP clients, the key left as a placeholder (never a real key). */
export function mcpSnippets(url: string): McpSnippet[] {
  const bearer = `Bearer ${KEY_PLACEHOLDER}`;
  return [
    {
      id: "claude-code",
      client: "Claude Code",
      where: "Run in a terminal:",
      code: `claude mcp add --transport http codebeam ${url} --header "Authorization: ${bearer}"`,
    },
    {
      id: "claude-desktop",
      client: "Claude Desktop",
      where: "claude_desktop_config.json (Settings → Developer → Edit config), through the mcp-remote bridge:",
      code: json({
        mcpServers: {
          codebeam: {
            command: "npx",
            // biome-ignore lint/suspicious/noTemplateCurlyInString: mcp-remote expands ${CODEBEAM_AUTH} from env itself
            args: ["-y", "mcp-remote", url, "--header", "Authorization:${CODEBEAM_AUTH}"],
            env: { CODEBEAM_AUTH: bearer },
          },
        },
      }),
    },
    {
      id: "cursor",
      client: "Cursor",
      where: "~/.cursor/mcp.json (or .cursor/mcp.json in a project):",
      code: json({ mcpServers: { codebeam: { url, headers: { Authorization: bearer } } } }),
    },
    {
      id: "vscode",
      client: "VS Code",
      where: ".vscode/mcp.json (VS Code asks for the key once and stores it):",
      code: json({
        inputs: [
          { type: "promptString", id: "codebeam-key", description: "Codebeam API key (cb_sk_…)", password: true },
        ],
        // biome-ignore lint/suspicious/noTemplateCurlyInString: VS Code fills ${input:…} from the prompt above
        servers: { codebeam: { type: "http", url, headers: { Authorization: "Bearer ${input:codebeam-key}" } } },
      }),
    },
  ];
}
