import http from "node:http";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../helpers/database";
import { restoreEnvAfterEach, setEnv } from "../ratelimit/test-config";
import { MCP_PATH, rawPost, useMcpServer } from "./mcp-client";

// The MCP transport's DNS-rebinding rule (servers validate Origin, and Host) and JSON-RPC's
// Invalid params; what an outside conformance suite found.
process.env.LIMIT_KEY_PER_MINUTE = "1000000";
process.env.LIMIT_KEY_PER_DAY = "1000000";
useTestDatabase();
restoreEnvAfterEach();
const { clientFor, origin } = useMcpServer();

const LIST_TOOLS = { jsonrpc: "2.0", id: 1, method: "tools/list" };

/** A POST with headers fetch will not set (Host), over node:http. */
function postWithHeaders(
  headers: Record<string, string>,
  body: unknown = LIST_TOOLS,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: any }> {
  const url = new URL(MCP_PATH, origin());
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json, text/event-stream", ...headers },
      },
      (response) => {
        let text = "";
        response.on("data", (chunk) => (text += chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: text ? JSON.parse(text) : undefined,
          }),
        );
      },
    );
    request.on("error", reject);
    request.end(JSON.stringify(body));
  });
}

describe("MCP endpoint: DNS rebinding protection", () => {
  it("refuses a foreign Origin with 403 naming the header, before reading the key", async () => {
    const { key } = await clientFor(["qrcode:generate"]);
    for (const sent of ["https://evil.example", "null", "http://localhost.evil.example:3000"]) {
      const answer = await rawPost(origin(), LIST_TOOLS, { authorization: `Bearer ${key}`, origin: sent });
      expect(answer.status, sent).toBe(403);
      expect(answer.headers.get("access-control-allow-origin"), sent).toBeNull();
      expect(await answer.json(), sent).toMatchObject({
        code: "FORBIDDEN",
        message: expect.stringContaining("Origin:"),
      });
    }
    // Without a key too: a rebound page learns nothing more than 403.
    expect((await rawPost(origin(), LIST_TOOLS, { origin: "https://evil.example" })).status).toBe(403);
  });

  it("refuses a Host that is not APP_URL's nor a loopback name (a rebound domain), even with no Origin", async () => {
    const { key } = await clientFor(["qrcode:generate"]);
    const port = new URL(origin()).port;
    const rebound = await postWithHeaders({ authorization: `Bearer ${key}`, host: `attacker.example:${port}` });
    expect(rebound.status).toBe(403);
    expect(rebound.body).toMatchObject({
      code: "FORBIDDEN",
      message: expect.stringContaining("Host: 'attacker.example:"),
    });
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, "localhost:3000"]) {
      expect((await postWithHeaders({ authorization: `Bearer ${key}`, host })).status, host).toBe(200);
    }
  });

  it("accepts APP_URL's origin, this machine and listed origins, and answers them by name, never `*`", async () => {
    const { key } = await clientFor(["qrcode:generate"]);
    const auth = { authorization: `Bearer ${key}` };
    for (const sent of ["http://localhost:3000", "http://127.0.0.1:6274"]) {
      const answer = await rawPost(origin(), LIST_TOOLS, { ...auth, origin: sent });
      expect(answer.status, sent).toBe(200);
      expect(answer.headers.get("access-control-allow-origin"), sent).toBe(sent);
      expect(answer.headers.get("vary"), sent).toContain("Origin");
    }
    setEnv({ CORS_ALLOWED_ORIGINS: "https://tools.example.com" });
    expect((await rawPost(origin(), LIST_TOOLS, { ...auth, origin: "https://tools.example.com" })).status).toBe(200);
    expect((await rawPost(origin(), LIST_TOOLS, { ...auth, origin: "https://other.example.com" })).status).toBe(403);
  });

  it("a server-to-server client (a key, no Origin) gets no CORS grant and works as before", async () => {
    const { key } = await clientFor(["qrcode:generate"]);
    const answer = await rawPost(origin(), LIST_TOOLS, { authorization: `Bearer ${key}` });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("a preflight from a foreign page gets no grant; one from this machine does", async () => {
    const preflight = (sent: string) =>
      fetch(new URL(MCP_PATH, origin()), {
        method: "OPTIONS",
        headers: { origin: sent, "access-control-request-method": "POST" },
      });
    expect((await preflight("https://evil.example")).headers.get("access-control-allow-origin")).toBeNull();
    expect((await preflight("http://localhost:5173")).headers.get("access-control-allow-origin")).toBe(
      "http://localhost:5173",
    );
    // The rest of /api/v1 keeps its setting (CORS_ALLOWED_ORIGINS, `*` by default).
    const other = await fetch(new URL("/api/v1/qrcodes", origin()), {
      method: "OPTIONS",
      headers: { origin: "https://evil.example", "access-control-request-method": "GET" },
    });
    expect(other.headers.get("access-control-allow-origin")).toBe("*");
  });
});

describe("MCP endpoint: invalid params", () => {
  it("tools/call whose arguments are not an object is -32602 Invalid params naming arguments", async () => {
    const { key } = await clientFor(["qrcode:generate"]);
    for (const args of ["text", 5, [1, 2], true]) {
      const answer = await rawPost(
        origin(),
        { jsonrpc: "2.0", id: 7, method: "tools/call", params: { name: "list_templates", arguments: args } },
        { authorization: `Bearer ${key}` },
      );
      const body = (await answer.json()) as { id: number; error?: { code: number; message: string } };
      expect(body.id).toBe(7);
      expect(body.error?.code, JSON.stringify(args)).toBe(-32602);
      expect(body.error?.message).toMatch(/^Invalid params: arguments: /);
    }
  });

  it("other invalid params (resources/read without uri, tools/call without name) are -32602; a good call is unchanged", async () => {
    const { key } = await clientFor(["qrcode:generate"]);
    const auth = { authorization: `Bearer ${key}` };
    const batch = [
      { jsonrpc: "2.0", id: 1, method: "resources/read", params: {} },
      { jsonrpc: "2.0", id: 2, method: "tools/call", params: { arguments: {} } },
      { jsonrpc: "2.0", id: 3, method: "tools/call", params: { name: "list_templates", arguments: {} } },
    ];
    const answers = (await (await rawPost(origin(), batch, auth)).json()) as {
      id: number;
      error?: { code: number; message: string };
      result?: unknown;
    }[];
    const byId = new Map(answers.map((answer) => [answer.id, answer]));
    expect(byId.get(1)?.error).toMatchObject({ code: -32602, message: expect.stringContaining("uri") });
    expect(byId.get(2)?.error).toMatchObject({ code: -32602, message: expect.stringContaining("name") });
    expect(byId.get(3)?.result).toBeDefined();
  });
});
