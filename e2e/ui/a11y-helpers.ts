import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };
const IPHONE_SAFARI =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

/** A new account through the sign-up form; the page is signed in afterwards. */
export async function signUp(page: Page, label: string) {
  await page.goto("/signup");
  await page.getByLabel("Name").fill(`A11y ${label}`);
  await page
    .getByLabel("Email")
    .fill(`a11y-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`);
  await page.getByLabel("Password").fill("a-long-password");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/dashboard/);
}

/** A dynamic code with one phone scan (so its charts draw) and a static one, made with the page's session. */
export async function seedCodes(page: Page) {
  const dynamic = await page.request.post("/api/v1/qrcodes", {
    data: { content: "https://example.com/a11y", mode: "DYNAMIC", name: "Spring flyer" },
  });
  expect(dynamic.status()).toBe(201);
  const made = (await dynamic.json()) as { id: string; shortLink: string };
  await page.request.get(made.shortLink, { headers: { "user-agent": IPHONE_SAFARI }, maxRedirects: 0 });
  const fixed = await page.request.post("/api/v1/qrcodes", {
    data: { content: "hello from the tour", mode: "STATIC", name: "Static note" },
  });
  expect(fixed.status()).toBe(201);
  return { dynamicId: made.id, staticId: ((await fixed.json()) as { id: string }).id };
}

/** axe over the whole page, every rule tag, as one readable line per violation (empty when clean). */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.waitForLoadState("networkidle");
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes.length} × ${violation.nodes
        .map((node) => node.target.join(" "))
        .slice(0, 4)
        .join(" | ")}`,
  );
}

/** Checks the page with axe (soft, so one run lists every page's findings) and saves a screenshot. */
export async function expectAccessible(page: Page, name: string) {
  const { width, height } = page.viewportSize() ?? { width: 0, height: 0 };
  // The whole page, up to 16 screens: a full-page capture costs time in proportion to its height
  // (the API reference, before it showed one section at a time, took over a minute).
  const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
  const clip = pageHeight > height * 16 ? { x: 0, y: 0, width, height: height * 16 } : undefined;
  await page.screenshot({ path: `e2e/screenshots/${width}-${name}.png`, fullPage: true, clip });
  expect.soft(await axeViolations(page), `axe on ${name} at ${width}px (${page.url()})`).toEqual([]);
}
