import { expect, test } from "@playwright/test";
import { signUp } from "./a11y-helpers";

// The root layout imports no stylesheet (app/layout.tsx): each branch imports it, and the page for
// unknown URLs is a document of its own. Every page must still be styled, and carry the inlined
// stylesheet at most twice (its <style>, and once in the page's data), not three times.
const copiesOfStylesheet = (html: string) => html.split("@layer properties").length - 1;

/** Whether Tailwind's rules apply: an h1's `font-semibold` (600), where a browser's own is bold (700). */
const headingWeight = (page: import("@playwright/test").Page) =>
  page
    .getByRole("heading", { level: 1 })
    .first()
    .evaluate((heading) => getComputedStyle(heading).fontWeight);

for (const [path, status] of [
  ["/", 200],
  ["/signin", 200],
  ["/no-such-page", 404],
  ["/p/no-such-share", 404],
] as const) {
  test(`${path} is styled and carries the stylesheet at most twice`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(status);
    const copies = copiesOfStylesheet(await response!.text());
    expect(copies).toBeGreaterThanOrEqual(1);
    expect(copies).toBeLessThanOrEqual(2);
    expect(await headingWeight(page)).toBe("600");
  });
}

test("the dashboard and its 404 are styled", async ({ page }) => {
  await signUp(page, "stylesheet");
  await page.goto("/dashboard");
  expect(await headingWeight(page)).toBe("600");
  expect((await page.goto("/dashboard/codes/no-such-code"))?.status()).toBe(404);
  expect(await headingWeight(page)).toBe("600");
});
