import { expect, type Page } from "@playwright/test";

/**
 * Waits until the page is no wider than its viewport. Layout that follows a viewport change or a
 * navigation (charts' resize observers, fonts, images) settles on a later frame, so a single read
 * can catch it mid-change: poll until it fits (failing if it never does), never read it once. A
 * failure names the elements that stick out, the outermost first.
 */
export async function expectNoSidewaysScroll(page: Page, message = "sideways scrolling"): Promise<void> {
  try {
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), { message })
      .toBeLessThanOrEqual(0);
  } catch (error) {
    const wide = await page.evaluate(() =>
      [...document.querySelectorAll("body *")]
        .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
        .slice(0, 8)
        .map((element) => {
          const { left, right } = element.getBoundingClientRect();
          const label = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}.${[...element.classList].join(".")}`;
          return `${label} [${Math.round(left)}, ${Math.round(right)}]`;
        }),
    );
    throw new Error(`${message}: past the ${page.viewportSize()?.width} px viewport: ${wide.join("; ")}`, {
      cause: error,
    });
  }
}
