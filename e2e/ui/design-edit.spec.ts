import { expect, type Page, test } from "@playwright/test";
import jsQR from "jsqr";
import sharp from "sharp";
import { DESKTOP, PHONE, signUp } from "./a11y-helpers";
import { expectNoSidewaysScroll } from "../helpers/layout";

// A saved code's design changes after creation; its short link (and so every printed
// copy and its statistics) stays.

const shot = (name: string) => ({ path: `test-results/screenshots/${name}.png`, fullPage: true });

async function decode(png: Buffer): Promise<string | undefined> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
}

async function codeOf(page: Page, id: string) {
  return (await (await page.request.get(`/api/v1/qrcodes/${id}`)).json()) as {
    shortLink: string;
    templateUsed: string;
    styles: Record<string, unknown>;
  };
}

test("Edit design: another template and dot shape, saved in place with the same short link", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signUp(page, "design");
  const created = await page.request.post("/api/v1/qrcodes", {
    data: { content: "https://cafe.example/menu", name: "Menu", templateId: "default" },
  });
  const { id } = (await created.json()) as { id: string };
  const before = await codeOf(page, id);

  await page.goto(`/dashboard/codes/${id}`);
  await page.getByRole("link", { name: "Edit design" }).click();
  await expect(page.getByRole("heading", { name: "Edit design" })).toBeVisible();
  // It opens on the code as it is: its template chosen.
  await expect(page.getByRole("radio", { name: "Classic" })).toBeChecked();
  await page.getByRole("radio", { name: "Sunset Gradient" }).check();
  await page.getByRole("radio", { name: "Dots" }).check();
  await expect(page.getByAltText("QR code preview")).toHaveAttribute("data-current", "true");
  await page.screenshot(shot("design-01-desktop"));
  await page.getByRole("button", { name: "Save design" }).click();

  await expect(page.getByText("The new design is saved.")).toBeVisible();
  await expect(page.getByTestId("short-link")).toHaveText(before.shortLink);
  const after = await codeOf(page, id);
  expect(after.templateUsed).toBe("social-sunset-gradient");
  expect(after.styles).toMatchObject({ dotShape: "dots" });
  const image = await page.request.get(`/api/v1/qrcodes/${id}/image?size=400`);
  expect(await decode(Buffer.from(await image.body()))).toBe(before.shortLink);
  await page.screenshot(shot("design-02-saved"));

  // Opened again, the editor shows the saved design; at phone width nothing overflows.
  await page.setViewportSize(PHONE);
  await page.goto(`/dashboard/codes/${id}/design`);
  await expect(page.getByRole("radio", { name: "Sunset Gradient" })).toBeChecked();
  await expect(page.getByRole("radio", { name: "Dots" })).toBeChecked();
  await expect(page.getByText("made through the API")).toHaveCount(0);
  await expect(page.getByAltText("QR code preview")).toHaveAttribute("data-current", "true");
  await expectNoSidewaysScroll(page);
  await page.screenshot(shot("design-03-phone"));
});
