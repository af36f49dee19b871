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
  // The first screen only: with every operation's examples the whole page is tens of thousands of
  // pixels tall, and a full-page capture of it took most of the test's minute on a loaded machine.
  await page.screenshot({ ...shot("api-03-reference-phone"), fullPage: false });
});

// Each operation card shows its call in curl, TypeScript, Python and Go (lib/openapi/code-samples)
// under tabs; the language chosen on one card is chosen on all, and kept for the next visit.
test("an operation's examples: four languages, keyboard tabs, one choice for every card", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUp(page, "examples");
  // An address from before the reference had sections opens the card's section.
  await page.goto("/dashboard/api#qrcodes-getstats");
  await expect(page).toHaveURL(/\/dashboard\/api\?(.*&)?section=qr-codes.*#qrcodes-getstats$/);
  const card = page.locator("#qrcodes-getstats");
  await expect(card).toBeInViewport();
  const tabs = card.getByRole("tablist", { name: "Example language" });
  const curl = tabs.getByRole("tab", { name: "curl" });
  const go = tabs.getByRole("tab", { name: "Go" });
  await expect(curl).toHaveAttribute("aria-selected", "true");
  await expect(card.getByRole("tabpanel", { name: "curl" })).toContainText('curl "$BASE/api/v1/qrcodes/');

  // One tab stop; End selects the last tab, Go, and the arrows move from there.
  await curl.focus();
  await page.keyboard.press("End");
  await expect(go).toBeFocused();
  await expect(go).toHaveAttribute("aria-selected", "true");
  await expect(curl).toHaveAttribute("tabindex", "-1");
  await expect(card.getByRole("tabpanel", { name: "Go" })).toContainText("client.QRCodes.GetStats(ctx, ");
  await expect(card.getByRole("tabpanel", { name: "Go" })).toContainText("codebeam.QRCodesGetStatsParams{");
  await expect(card.getByRole("tabpanel", { name: "curl" })).toBeHidden();
  const example = card.locator("h4", { hasText: "Example" }).locator("..");
  await example.scrollIntoViewIfNeeded();
  await example.screenshot({ path: "test-results/screenshots/api-04-example-go.png" });

  await page.keyboard.press("ArrowLeft");
  const python = tabs.getByRole("tab", { name: "Python" });
  await expect(python).toBeFocused();
  await expect(card.getByRole("tabpanel", { name: "Python" })).toContainText("client.qrcodes.get_stats(");

  // A card of another section follows the choice; a click on Go there, and Go is what the next visit shows.
  await page
    .getByRole("navigation", { name: "API sections" })
    .getByRole("link", { name: /^Webhooks/ })
    .click();
  const other = page.locator("#webhooks-create");
  await expect(other.getByRole("tab", { name: "Python" })).toHaveAttribute("aria-selected", "true");
  await expect(other.getByRole("tabpanel", { name: "Python" })).toContainText("client.webhooks.create(");
  await other.getByRole("tab", { name: "Go" }).click();
  await expect(other.getByRole("tab", { name: "Go" })).toHaveAttribute("aria-selected", "true");
  await page.goto("/dashboard/api?section=qr-codes");
  await expect(page.locator("#qrcodes-getstats").getByRole("tab", { name: "Go" })).toHaveAttribute(
    "aria-selected",
    "true",
  );

  // A session-only operation has curl alone, and says why.
  await page.goto("/dashboard/api?section=api-keys");
  await expect(page.locator("#keys-create")).toContainText("takes the dashboard's session");
  await expect(page.locator("#keys-create").getByRole("tablist", { name: "Example language" })).toHaveCount(0);
});

test("an operation's examples at phone width, and the SDK tab's Python and Go programs", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUp(page, "examples-phone");
  await page.goto("/dashboard/api?section=qr-codes#qrcodes-getstats");
  const card = page.locator("#qrcodes-getstats");
  await card.getByRole("tab", { name: "Go" }).click();
  await expect(card.getByRole("tabpanel", { name: "Go" })).toContainText("client.QRCodes.GetStats(ctx, ");
  const example = card.locator("h4", { hasText: "Example" }).locator("..");
  await example.scrollIntoViewIfNeeded();
  await example.screenshot({ path: "test-results/screenshots/api-05-example-go-phone.png" });
  await expectNoSidewaysScroll(page);

  await page.goto("/dashboard/api#sdk");
  await expect(page.getByTestId("sdk-example-python")).toContainText('client.qrcodes.get_stats(code["id"])');
  await expect(page.getByTestId("sdk-example-go")).toContainText("client.QRCodes.GetStats(ctx, code.ID, nil)");
  await expect(page.getByRole("tabpanel", { name: "SDK" })).toContainText("pip install ./sdks/python");
  await expectNoSidewaysScroll(page);
});

// The reference shows one section at a time, chosen in a side column (chips on a phone): a page of
// every operation and schema at once was ~190,000 px tall.
test("the reference's sections: one at a time, links between them, the workspace kept", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUp(page, "sections");
  await page.goto("/dashboard/api");
  const nav = page.getByRole("navigation", { name: "API sections" });
  const reference = page.getByRole("tabpanel", { name: "Reference" });
  // The first section opens by default; only its cards are on the page.
  await expect(nav.getByRole("link", { name: /^Generate/ })).toHaveAttribute("aria-current", "page");
  await expect(reference.getByRole("heading", { level: 2, name: "Generate" })).toBeVisible();
  await expect(reference.locator("article")).toHaveCount(4);

  await nav.getByRole("link", { name: /^QR codes/ }).click();
  await expect(page).toHaveURL(/section=qr-codes/);
  await expect(page).toHaveURL(/workspace=/);
  await expect(nav.getByRole("link", { name: /^QR codes/ })).toHaveAttribute("aria-current", "page");
  await expect(reference.getByRole("heading", { level: 2, name: "QR codes" })).toBeVisible();
  const count = await reference.locator("article").count();
  expect(count).toBeGreaterThan(10);
  expect(count).toBeLessThan(40);
  await expect(page.locator("#webhooks-create")).toHaveCount(0);
  await page.screenshot({ path: "test-results/screenshots/api-06-sections.png" });

  // The open section's operations are listed under it; a schema's name opens it in the Schemas section.
  await nav.getByRole("link", { name: "Scan statistics of a code over a range of UTC days" }).click();
  await expect(page).toHaveURL(/#qrcodes-getstats$/);
  await expect(page.locator("#qrcodes-getstats")).toBeInViewport();
  const schemaLink = page.locator('#qrcodes-getstats a[href*="section=schemas"]').first();
  const name = (await schemaLink.textContent()) ?? "";
  await schemaLink.click();
  await expect(page).toHaveURL(/section=schemas.*#schema-/);
  const heading = page.getByRole("heading", { level: 3, name, exact: true });
  await expect(heading).toBeInViewport();
  await expect(reference.locator("article")).toHaveCount(0);
  // Scrolled down, the side column stays below the page's sticky header, not under it.
  const header = (await page.locator("header").first().boundingBox())!;
  expect((await nav.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height);
  await page.screenshot({ path: "test-results/screenshots/api-08-schemas.png" });

  // The last section has no "Next"; the one before links to it.
  await expect(reference.getByRole("link", { name: /^Next:/ })).toHaveCount(0);
  await page.goto("/dashboard/api?section=meta");
  await reference.getByRole("link", { name: "Next: Schemas →" }).click();
  await expect(page).toHaveURL(/section=schemas/);
});

test("the reference's sections at phone width: chips that wrap, nothing sideways", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUp(page, "sections-phone");
  await page.goto("/dashboard/api?section=webhooks");
  const nav = page.getByRole("navigation", { name: "API sections" });
  await expect(nav.getByRole("link", { name: /^Webhooks/ })).toHaveAttribute("aria-current", "page");
  await expect(page.locator("#webhooks-create")).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: "test-results/screenshots/api-07-sections-phone.png" });

  // A malformed escape in the address's anchor leaves the page as it is.
  await page.goto("/dashboard/api?section=schemas#%E0%A4%A");
  await expect(page.getByRole("heading", { level: 2, name: "Schemas" })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: "test-results/screenshots/api-09-schemas-phone.png" });
});
