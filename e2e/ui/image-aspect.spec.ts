import { expect, type Page, test } from "@playwright/test";
import { DESKTOP, PHONE, signUp } from "./a11y-helpers";

// Template previews are 256 px wide and 256 to 304 px tall (a frame's caption adds height): shown in
// square boxes, each must keep its own shape (object-fit), not be squeezed into the box.

/** Every loaded image whose drawn picture is stretched: rendered box and natural size disagree, with no object-fit. */
const stretchedImages = (page: Page) =>
  page.locator("img").evaluateAll((images) =>
    (images as HTMLImageElement[])
      .filter((image) => image.complete && image.naturalWidth > 0 && image.clientWidth > 0 && image.clientHeight > 0)
      .filter((image) => {
        const fit = getComputedStyle(image).objectFit;
        if (fit === "contain" || fit === "cover" || fit === "scale-down") return false;
        const drawn = image.clientWidth / image.clientHeight;
        const natural = image.naturalWidth / image.naturalHeight;
        return Math.abs(drawn / natural - 1) > 0.02;
      })
      .map(
        (image) =>
          `${image.currentSrc} ${image.naturalWidth}×${image.naturalHeight} in ${image.clientWidth}×${image.clientHeight}`,
      ),
  );

/** Loads every template preview on the page (they are lazy: each is scrolled into view), then finds none stretched. */
async function expectPreviewsInShape(page: Page) {
  const previews = page.locator('img[src^="/templates/"]');
  // More than the preview panel's placeholder: the picker's previews come after the page's load.
  await expect.poll(() => previews.count()).toBeGreaterThan(1);
  for (const preview of await previews.all()) await preview.scrollIntoViewIfNeeded();
  await expect
    .poll(() => previews.evaluateAll((all) => all.every((image) => (image as HTMLImageElement).complete)))
    .toBe(true);
  expect(await stretchedImages(page)).toEqual([]);
  // Their width and height attributes give each picture's own shape (some are taller than wide).
  const attributes = await previews.evaluateAll((all) =>
    (all as HTMLImageElement[])
      .filter((image) => {
        const stated = Number(image.getAttribute("width")) / Number(image.getAttribute("height"));
        return Math.abs(stated / (image.naturalWidth / image.naturalHeight) - 1) > 0.01;
      })
      .map(
        (image) => `${image.getAttribute("src")} says ${image.getAttribute("width")}×${image.getAttribute("height")}`,
      ),
  );
  expect(attributes).toEqual([]);
}

for (const size of [DESKTOP, PHONE]) {
  test(`template previews keep their shape at ${size.width} px: the landing page's picker and the templates page`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await page.goto("/");
    await expectPreviewsInShape(page);

    await signUp(page, `image-aspect-${size.width}`);
    await page.goto("/dashboard/templates");
    await expectPreviewsInShape(page);
  });
}

// The previews decorate a choice: they wait for the page's load, so on a slow line they never hold
// back its first paint and scripts (the placeholder in the preview panel is not one of them).
test("the landing page asks for no template preview before its load event", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto("/");
  const previews = page.getByRole("group", { name: "Template" }).locator("img");
  await previews.first().scrollIntoViewIfNeeded();
  await expect.poll(() => previews.first().evaluate((image) => (image as HTMLImageElement).complete)).toBe(true);
  // The preview panel's placeholder is the default template's picture: not counted.
  const placeholder = await page
    .locator('img[src^="/templates/"]')
    .first()
    .evaluate((image) => (image as HTMLImageElement).src);
  const sources = new Set(
    await previews.evaluateAll((all) => (all as HTMLImageElement[]).map((image) => image.currentSrc)),
  );
  sources.delete(placeholder);
  const requested = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
    return performance
      .getEntriesByType("resource")
      .map((entry) => ({ url: entry.name, early: entry.startTime < navigation.loadEventStart }));
  });
  const previewRequests = requested.filter((entry) => sources.has(entry.url));
  expect(previewRequests.length).toBeGreaterThan(0);
  expect(previewRequests.filter((entry) => entry.early)).toEqual([]);
});

// Previews come 192 and 256 px wide (srcset): a phone's 98 px boxes take the small ones on a 1×
// screen, where 256 px files were ~55% more bytes than drawn, and the large ones on a 2× screen.
test("the landing page's picker asks for previews as wide as their boxes need: 192 px at 1×, 256 px at 2×", async ({
  browser,
}) => {
  const { baseURL } = test.info().project.use;
  for (const [deviceScaleFactor, expected] of [
    [1, /^\/templates\/192\/[a-z0-9-]+\.png$/],
    [2, /^\/templates\/[a-z0-9-]+\.png$/],
  ] as const) {
    const context = await browser.newContext({ baseURL, viewport: PHONE, deviceScaleFactor });
    const page = await context.newPage();
    await page.goto("/");
    // The second tile's: the first is the default template, whose 256 px file the preview panel holds already.
    const preview = page.getByRole("group", { name: "Template" }).locator("img").nth(1);
    await preview.scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        preview.evaluate((image) => {
          const { complete, currentSrc } = image as HTMLImageElement;
          return complete && currentSrc ? new URL(currentSrc).pathname : "";
        }),
      )
      .toMatch(expected);
    await context.close();
  }
});
