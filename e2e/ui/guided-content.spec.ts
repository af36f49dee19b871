import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { decodeImage } from "../../tests/render/decode-image";
import { DESKTOP, PHONE, signUp } from "./a11y-helpers";
import { expectNoSidewaysScroll } from "../helpers/layout";

// Guided content forms write the standard encodings; the downloaded code decodes to them.

const shot = (name: string) => ({ path: `test-results/screenshots/${name}.png`, fullPage: true });

test("the generator's Wi-Fi form: checked fields, then a code that joins the network", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto("/");
  await page.getByRole("radio", { name: "Wi-Fi", exact: true }).check();
  await page.getByRole("textbox", { name: "Network name" }).fill("x");
  await page.getByRole("textbox", { name: "Network name" }).fill("");
  await expect(page.getByText("Network name is required.")).toBeVisible();
  await page.getByRole("textbox", { name: "Network name" }).fill("Café; Guest");
  await page.getByLabel("Password").fill("s3cret:pass");
  const preview = page.getByRole("img", { name: "QR code preview" });
  await expect(preview).toHaveAttribute("data-current", "true");
  await page.locator("#generator").screenshot({ path: "test-results/screenshots/guided-01-wifi.png" });
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download PNG" }).click(),
  ]);
  expect((await decodeImage(await readFile((await download.path())!))).text).toBe(
    "WIFI:T:WPA;S:Café\\; Guest;P:s3cret\\:pass;;",
  );

  // Back to Link: the typed text is where it was left.
  await page.getByRole("radio", { name: "Link", exact: true }).check();
  await expect(page.getByRole("textbox", { name: "Content" })).toHaveValue("");
});

test("the code editor's contact form makes a static code holding a vCard", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signUp(page, "guided");
  await page.goto("/dashboard/codes/new");
  await page.getByRole("radio", { name: "Contact", exact: true }).check();
  await expect(page.getByRole("radio", { name: "Static", exact: true })).toBeChecked();
  await page.getByRole("textbox", { name: "First name" }).fill("Ada");
  await page.getByRole("textbox", { name: "Last name" }).fill("Lovelace");
  await page.getByRole("textbox", { name: "Phone" }).fill("+44 20 7946 0000");
  await expect(page.getByRole("img", { name: "QR code preview" })).toHaveAttribute("data-current", "true");
  await expectNoSidewaysScroll(page);
  await page.screenshot(shot("guided-02-contact-phone"));
  await page.getByRole("button", { name: "Create code" }).click();
  await expect(page.getByText("Your static code is saved.")).toBeVisible();
  const id = new URL(page.url()).pathname.split("/").pop();
  const image = await page.request.get(`/api/v1/qrcodes/${id}/image?size=600`);
  expect((await decodeImage(Buffer.from(await image.body()))).text).toBe(
    "BEGIN:VCARD\r\nVERSION:3.0\r\nN:Lovelace;Ada;;;\r\nFN:Ada Lovelace\r\nTEL;TYPE=CELL:+442079460000\r\nEND:VCARD",
  );
});

/** Whether any stylesheet of the page, linked or inline, holds react-day-picker's own rules (its day buttons). */
const hasCalendarStyles = (page: import("@playwright/test").Page) =>
  page.evaluate(() =>
    [...document.styleSheets].some((sheet) =>
      [...sheet.cssRules].some((rule) => rule instanceof CSSStyleRule && rule.selectorText.includes(".rdp-day_button")),
    ),
  );

test("the landing page arrives without the forms' checks and calendar; choosing Event brings them", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto("/");
  await expect(page.getByRole("textbox", { name: "Content" })).toBeVisible();
  expect(await hasCalendarStyles(page)).toBe(false);

  await page.getByRole("radio", { name: "Event", exact: true }).check();
  await page.getByRole("textbox", { name: "Title" }).fill("Launch party");
  await page.getByRole("button", { name: "Starts" }).click();
  const calendar = page.getByRole("dialog", { name: "Choose a date" });
  await expect(calendar).toBeVisible();
  expect(await hasCalendarStyles(page)).toBe(true);
  await calendar.getByRole("button").filter({ hasText: /^15$/ }).first().click();
  await expect(page.getByRole("img", { name: "QR code preview" })).toHaveAttribute("data-current", "true");
  await expect(page.getByText("What the code encodes")).toBeVisible();
});
