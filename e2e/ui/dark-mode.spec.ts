import { expect, test } from "@playwright/test";
import { DESKTOP, expectAccessible, PHONE, seedCodes, signUp } from "./a11y-helpers";

// Dark mode follows the system setting, a toggle overrides it (and is remembered), and
// every page stays readable: axe with no violations in dark at both sizes.

const isDark = (page: import("@playwright/test").Page) =>
  page.evaluate(() => document.documentElement.classList.contains("dark"));

test("follows the system setting; the toggle cycles System, Light, Dark and is remembered", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "dark" });
  await page.goto("/");
  expect(await isDark(page)).toBe(true);
  const toggle = page.getByTestId("theme-toggle");
  await expect(toggle).toHaveAccessibleName("Colour theme: System. Switch to Light");
  await toggle.click();
  expect(await isDark(page)).toBe(false);
  await page.reload();
  expect(await isDark(page)).toBe(false); // remembered, before any script of the page's own runs
  await page.getByTestId("theme-toggle").click();
  expect(await isDark(page)).toBe(true);
  await page.emulateMedia({ colorScheme: "light" });
  await page.reload();
  expect(await isDark(page)).toBe(true); // a chosen Dark wins over a light system
  await page.getByTestId("theme-toggle").click(); // back to System: light again
  expect(await isDark(page)).toBe(false);
});

for (const [label, size] of [
  ["desktop", DESKTOP],
  ["phone", PHONE],
] as const) {
  test(`every main page reads well in dark at ${label} size`, async ({ page }) => {
    // A hang bound, as the axe tours' (e2e/ui/a11y.spec.ts): about a minute alone, several beside CI's
    // PostgreSQL pass.
    test.setTimeout(720_000);
    await page.setViewportSize(size);
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/");
    await expectAccessible(page, "dark-home");
    await signUp(page, `dark-${label}`);
    const { dynamicId, staticId } = await seedCodes(page);
    for (const [name, path] of [
      ["dark-overview", "/dashboard"],
      ["dark-codes", "/dashboard/codes"],
      ["dark-stats", "/dashboard/stats"],
      ["dark-code", `/dashboard/codes/${dynamicId}`],
      ["dark-code-static", `/dashboard/codes/${staticId}`],
      ["dark-codes-new", "/dashboard/codes/new"],
      ["dark-design", `/dashboard/codes/${dynamicId}/design`],
      ["dark-ai", "/dashboard/ai"],
      ["dark-templates", "/dashboard/templates"],
      ["dark-imports", "/dashboard/imports"],
      ["dark-keys", "/dashboard/keys"],
      ["dark-webhooks", "/dashboard/webhooks"],
      ["dark-credits", "/dashboard/credits"],
      ["dark-api", "/dashboard/api"],
      ["dark-settings", "/dashboard/settings"],
    ] as const) {
      await page.goto(path);
      await expect(page.locator("h1").first()).toBeVisible();
      expect(await isDark(page)).toBe(true);
      await expectAccessible(page, name);
    }
  });
}
