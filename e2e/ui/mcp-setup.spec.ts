import { expect, test } from "@playwright/test";

const shot = (name: string) => ({ path: `test-results/screenshots/${name}.png`, fullPage: true });

// The API keys page shows the MCP server URL and client configs; a config with a real
// key in place of the placeholder reaches the running app's MCP server.
test("the keys page's MCP section: URL and snippets that work against the server", async ({
  page,
  request,
  baseURL,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  await page.goto("/signup");
  await page.getByLabel("Name").fill("MCP Tester");
  await page.getByLabel("Email").fill(`mcp-${Date.now()}@example.test`);
  await page.getByLabel("Password").fill("a-long-password");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/dashboard/);

  await page.goto("/dashboard/keys");
  const section = page.getByRole("region", { name: "MCP server" });
  const url = `${baseURL}/api/v1/mcp`;
  await expect(section.getByText(url, { exact: true })).toBeVisible();
  for (const client of ["Claude Code", "Claude Desktop", "Cursor", "VS Code"])
    await expect(section.getByRole("tab", { name: client })).toBeVisible();

  await section.getByRole("tab", { name: "Cursor" }).click();
  await expect(section.getByRole("tab", { name: "Cursor" })).toHaveAttribute("aria-selected", "true");
  await section.getByRole("button", { name: "Copy" }).click();
  await expect(section.getByRole("button", { name: "Copied" })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  const cursor = JSON.parse(copied).mcpServers.codebeam;
  expect(cursor.url).toBe(url);
  await page.screenshot(shot("mcp-01-setup"));

  await page.getByLabel("Key name").fill("agent");
  await page.getByLabel("qrcode:generate").check();
  await page.getByRole("button", { name: "Create key" }).click();
  const key = (await page.getByTestId("new-api-key").textContent())!.trim();

  const headers = {
    authorization: cursor.headers.Authorization.replace("cb_sk_YOUR_API_KEY", key),
    accept: "application/json, text/event-stream",
  };
  const listed = await request.post(cursor.url, { headers, data: { jsonrpc: "2.0", id: 1, method: "tools/list" } });
  expect(listed.status()).toBe(200);
  const names = (await listed.json()).result.tools.map((tool: { name: string }) => tool.name);
  expect(names).toContain("generate_qr_code");
  expect(names).not.toContain("create_qr_code");

  const called = await request.post(cursor.url, {
    headers,
    data: {
      jsonrpc: "2.0",
      id: 2,
      method: "tools/call",
      params: { name: "create_qr_code", arguments: { content: "https://example.com" } },
    },
  });
  expect((await called.json()).result).toMatchObject({
    isError: true,
    content: [{ type: "text", text: expect.stringContaining("'qrcode:create'") }],
  });

  expect(
    (
      await request.post(cursor.url, {
        headers: { accept: headers.accept },
        data: { jsonrpc: "2.0", id: 3, method: "tools/list" },
      })
    ).status(),
  ).toBe(401);
  expect((await request.get(cursor.url, { headers })).status()).toBe(405);
});
