import { expect, type Page, test } from "@playwright/test";
import { PHONE, seedCodes, signUp } from "./a11y-helpers";

const focusedInside = (page: Page, selector: string) =>
  page.evaluate((css) => Boolean(document.activeElement?.closest(css)), selector);

// One keyboard walk per kind — skip link, focus on a refused form, the phone menu, a dialog.
test("the skip link is the first stop and moves focus to the content", async ({ page }) => {
  await signUp(page, "skip");
  for (const path of [
    "/dashboard",
    "/dashboard/codes",
    "/dashboard/keys",
    "/dashboard/webhooks",
    "/dashboard/credits",
  ]) {
    await page.goto(path);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page.locator("main#main")).toBeFocused();
    // The next Tab stays in the content (credits has no control in it, so nothing to reach there).
    if (path === "/dashboard/credits") continue;
    // The next stop is in the content, not back in the navigation (the credits page has no stop inside).
    if (path === "/dashboard/credits") continue;
    await page.keyboard.press("Tab");
    const where = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120));
    expect(await focusedInside(page, "main"), `${path}: ${where}`).toBe(true);
  }
});

test("a refused form puts focus on its first invalid field", async ({ page }) => {
  await signUp(page, "refused");
  await page.goto("/dashboard/keys");
  await page.getByRole("button", { name: "Create key" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByLabel("Key name")).toBeFocused();
  await expect(page.getByLabel("Key name")).toHaveAttribute("aria-invalid", "true");
});

test.describe("phone menu", () => {
  test.use({ viewport: PHONE });

  test("closes on Escape, has a backdrop and keeps Tab inside while open", async ({ page }) => {
    await signUp(page, "menu");
    await page.goto("/dashboard");
    const toggle = page.getByRole("button", { name: "Open menu" });
    await toggle.focus();
    await page.keyboard.press("Enter");
    const menu = page.locator("#mobile-nav");
    await expect(menu).toBeVisible();
    await expect(page.getByTestId("menu-backdrop")).toBeVisible();

    // Twenty Tabs never leave the toggle and the menu.
    for (let index = 0; index < 20; index += 1) {
      await page.keyboard.press("Tab");
      expect(await focusedInside(page, "#mobile-nav, [aria-controls='mobile-nav']")).toBe(true);
    }
    await page.keyboard.press("Shift+Tab");
    expect(await focusedInside(page, "#mobile-nav, [aria-controls='mobile-nav']")).toBe(true);

    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();

    // A press on the backdrop closes it too.
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(menu).toBeVisible();
    // Below the menu, however long it grows: it always leaves a strip of backdrop.
    const box = (await menu.boundingBox())!;
    await page.screenshot({ path: "e2e/screenshots/390-phone-menu.png" });
    expect(box.y + box.height).toBeLessThan(PHONE.height - 40);
    await page.mouse.click(200, box.y + box.height + 20);
    await expect(menu).toBeHidden();
  });
});

test("a dialog keeps focus inside, closes on Escape and returns focus", async ({ page }) => {
  await signUp(page, "dialog");
  const { dynamicId } = await seedCodes(page);
  await page.goto(`/dashboard/codes/${dynamicId}`);
  const opener = page.getByRole("button", { name: "Delete", exact: true });
  await opener.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  for (let index = 0; index < 6; index += 1) {
    await page.keyboard.press("Tab");
    expect(await focusedInside(page, "[role='dialog'], dialog")).toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});
