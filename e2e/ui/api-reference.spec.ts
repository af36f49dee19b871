import { expect, type Page, test } from "@playwright/test";
import { expectNoSidewaysScroll } from "../helpers/layout";

const shot = (name: string) => ({ path: `test-results/screenshots/${name}.png`, fullPage: true });

async function signUp(page: Page, label: string) {
  await page.goto("/signup");
  await page.getByLabel("Name").fill(`Docs ${label}`);
  await page.getByLabel("Email").fill(`docs-${label}-${Date.now()}@example.test`);
  await page.getByLabel("Password").fill("a-long-password");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/dashboard/);
}

// The API reference page has a Reference and an SDK tab; the SDK tab shows how to install
// @codebeam/sdk and a TypeScript example, and its copy button puts the example on the clipboard.
test("the SDK tab: keyboard tabs, the example, copying it", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await signUp(page, "sdk");
  await page.goto("/dashboard/api");

  const tabs = page.getByRole("tablist", { name: "API documentation" });
  const reference = tabs.getByRole("tab", { name: "Reference" });
  const sdk = tabs.getByRole("tab", { name: "SDK" });
  await expect(reference).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel", { name: "Reference" })).toBeVisible();

  // One tab stop; the arrow keys move and select.
  await reference.focus();
  await page.keyboard.press("ArrowRight");
  await expect(sdk).toBeFocused();
  await expect(sdk).toHaveAttribute("aria-selected", "true");
  await expect(reference).toHaveAttribute("tabindex", "-1");
  const panel = page.getByRole("tabpanel", { name: "SDK" });
  await expect(panel).toBeVisible();
  await expect(page.getByRole("tabpanel", { name: "Reference" })).toBeHidden();
  await expect(page).toHaveURL(/#sdk$/);

  await expect(panel).toContainText("npm install @codebeam/sdk");
  await expect(panel).toContainText("npm run sdk:build");
  await expect(panel).toContainText("npm pack");
  const example = page.getByTestId("sdk-example");
  await expect(example).toContainText("new Codebeam({");
  await expect(example).toContainText('mode: "DYNAMIC"');
  await expect(example).toContainText("client.qrcodes.getStats(code.id)");
  await expect(example).toContainText("error instanceof RateLimitError");
  await expect(example).toContainText("error instanceof CreditExhaustedError");
  await page.screenshot(shot("api-01-sdk-tab"));

  await panel.getByRole("button", { name: "Copy example" }).click();
  await expect(panel.getByRole("button", { name: "Copied" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await example.textContent());

  // The address opens the tab; Home goes back to the first.
  await page.reload();
  await expect(sdk).toHaveAttribute("aria-selected", "true");
  await sdk.focus();
  await page.keyboard.press("Home");
  await expect(reference).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel", { name: "Reference" })).toBeVisible();
});

test("the SDK tab at phone width", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUp(page, "sdk-phone");
  await page.goto("/dashboard/api#sdk");
  await expect(page.getByTestId("sdk-example")).toBeVisible();
  await page.screenshot(shot("api-02-sdk-tab-phone"));
  await expectNoSidewaysScroll(page);
});

test("bug 9: the Reference tab fits a 390 px screen", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUp(page, "reference-phone");
  await page.goto("/dashboard/api");
  await expect(page.getByRole("tabpanel", { name: "Reference" })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.screenshot(shot("api-03-reference-phone"));
});
