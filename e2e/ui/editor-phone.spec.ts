import { expect, type Locator, test } from "@playwright/test";
import { PHONE, signUp } from "./a11y-helpers";
import { expectNoSidewaysScroll } from "../helpers/layout";

// The new-code editor on a phone: as on the public generator, the preview and Create follow the
// content, before the template and style cards (they came after the whole style section).

const top = async (locator: Locator) => (await locator.boundingBox())!.y;

test("on a phone the preview and Create come right after the content, before template and style", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signUp(page, "editor-phone");
  await page.goto("/dashboard/codes/new");
  await page.getByRole("textbox", { name: "Content" }).fill("https://example.com/phone-first");
  await page.getByRole("textbox", { name: "Name", exact: true }).fill("Phone first");
  const preview = page.getByRole("img", { name: "QR code preview" });
  await expect(preview).toBeVisible();
  const create = page.getByRole("button", { name: "Create code" });
  const template = page.getByRole("heading", { name: "Template", exact: true });
  const style = page.getByRole("heading", { name: "Style", exact: true });
  expect(await top(preview)).toBeLessThan(await top(template));
  expect(await top(create)).toBeLessThan(await top(template));
  expect(await top(create)).toBeLessThan(await top(style));
  // From the Name field, the preview is within one screen's scroll: no style section in between.
  expect((await top(preview)) - (await top(page.getByRole("textbox", { name: "Name", exact: true })))).toBeLessThan(
    PHONE.height,
  );
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: "e2e/screenshots/390-editor-phone.png", fullPage: true });

  await create.click();
  await expect(page.getByRole("heading", { name: "Phone first" })).toBeVisible();
});
