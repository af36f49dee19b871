import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, type Page, test } from "@playwright/test";

const shot = (name: string) => ({ path: `test-results/screenshots/${name}.png`, fullPage: true });

// The code's target: a plain page on another origin (another port), as a real target would be.
let target: Server;
let targetUrl: string;
test.beforeAll(async () => {
  target = createServer((request, response) => {
    response
      .writeHead(200, { "content-type": "text/html; charset=utf-8" })
      .end(`<!doctype html><title>Menu</title><h1>Lunch menu</h1><p>${request.url}</p>`);
  });
  await new Promise<void>((resolve) => target.listen(0, "127.0.0.1", resolve));
  targetUrl = `http://127.0.0.1:${(target.address() as AddressInfo).port}/menu`;
});
test.afterAll(() => new Promise<void>((resolve) => target.close(() => resolve())));

/** Signs up, makes a dynamic code for the target and gives it a password in the smart settings. */
async function protectedLink(page: Page, password: string): Promise<string> {
  await page.goto("/signup");
  await page.getByLabel("Name").fill("Password owner");
  await page.getByLabel("Email").fill(`password-${Date.now()}-${Math.random().toString(36).slice(2)}@example.test`);
  await page.getByLabel("Password").fill("a-long-password");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto("/dashboard/codes/new");
  await page.getByRole("textbox", { name: "Content" }).fill(targetUrl);
  await page.getByRole("radio", { name: "Dynamic" }).check();
  await page.getByRole("textbox", { name: "Name", exact: true }).fill("Staff menu");
  await page.getByRole("button", { name: "Create code" }).click();
  await expect(page.getByRole("heading", { name: "Staff menu" })).toBeVisible();
  const settings = page.locator("form", { has: page.getByRole("button", { name: "Save smart settings" }) });
  await settings.getByLabel("Password", { exact: true }).fill(password);
  await settings.getByRole("button", { name: "Save smart settings" }).click();
  await expect(settings.getByText("Saved. The next scan follows the new settings.")).toBeVisible();
  return (await page.getByTestId("short-link").textContent())!.trim();
}

// Headless Chromium's own user agent is a bot's, whose visits are not counted: play real browsers.
for (const size of [
  {
    name: "desktop",
    width: 1280,
    height: 800,
    userAgent:
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36",
  },
  {
    name: "phone",
    width: 390,
    height: 844,
    userAgent:
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
  },
]) {
  // A visitor's browser enforces the page's CSP (form-action 'self'), which plain HTTP tests do not:
  // the right password must end on the target's own page.
  test(`a visitor types the password and lands on the target (${size.name})`, async ({ page, browser }) => {
    const shortLink = await protectedLink(page, "open sesame");
    const visitor = await browser.newContext({
      viewport: { width: size.width, height: size.height },
      userAgent: size.userAgent,
    });
    const tab = await visitor.newPage();
    const violations: string[] = [];
    tab.on("console", (message) => {
      if (/Content Security Policy|violates/i.test(message.text())) violations.push(message.text());
    });
    await tab.goto(`${shortLink}?from=poster`);
    await expect(tab.getByRole("heading", { name: "This link is protected" })).toBeVisible();
    // The icon is inline SVG, not an emoji that shows as an empty box without an emoji font.
    await expect(tab.locator(".mark svg")).toBeVisible();
    await tab.screenshot(shot(`password-01-asked-${size.name}`));

    await tab.getByLabel("Password").fill("not it");
    await tab.getByRole("button", { name: "Continue" }).click();
    await expect(tab.getByRole("alert")).toHaveText("That password is not right. Try again.");
    await expect(tab.getByLabel("Password")).toBeFocused();
    await tab.screenshot(shot(`password-02-wrong-${size.name}`));

    await tab.getByLabel("Password").fill("open sesame");
    await tab.getByRole("button", { name: "Continue" }).click();
    await expect(tab).toHaveURL(targetUrl);
    await expect(tab.getByRole("heading", { name: "Lunch menu" })).toBeVisible();
    expect(violations).toEqual([]);

    // The pass cookie lets the same visitor straight through on the next scan.
    await tab.goto(shortLink);
    await expect(tab).toHaveURL(targetUrl);
    await visitor.close();

    // One scan per arrival at the target, none for the password page or the wrong password.
    const id = new URL(page.url()).pathname.split("/").pop();
    const code = await (await page.request.get(`/api/v1/qrcodes/${id}`)).json();
    expect(code.scanCount).toBe(2);
  });
}
