import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { decodeImage } from "../../tests/render/decode-image";
import { makeTestLogo } from "../../tests/render/test-logo";
import { DESKTOP, signUp } from "./a11y-helpers";

// A logo uploaded from a file, stored with the code, same type and size limits as a URL.

test("the code editor takes a logo file: previewed, saved with the code, drawn in its image", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signUp(page, "logo");
  await page.goto("/dashboard/codes/new");
  await page.getByRole("textbox", { name: "Content" }).fill("https://cafe.example/logo");
  await page
    .getByTestId("logo-file")
    .setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
  await expect(
    page.getByRole("alert").filter({ hasText: "Choose a PNG, JPEG, WebP, GIF or AVIF image." }),
  ).toBeVisible();
  await page
    .getByTestId("logo-file")
    .setInputFiles({ name: "cafe-logo.png", mimeType: "image/png", buffer: await makeTestLogo(400) });
  await expect(page.getByTestId("uploaded-logo")).toHaveText("Uploaded cafe-logo.png");
  await expect(page.getByRole("img", { name: "QR code preview" })).toHaveAttribute("data-current", "true");
  await page.screenshot({ path: "test-results/screenshots/logo-01-uploaded.png", fullPage: true });
  await page.getByRole("button", { name: "Create code" }).click();
  await expect(page.getByText("Your code is saved.")).toBeVisible();

  const id = new URL(page.url()).pathname.split("/").pop();
  const code = (await (await page.request.get(`/api/v1/qrcodes/${id}`)).json()) as { logo: string; shortLink: string };
  expect(code.logo).toMatch(/^logo:[\w-]{22}$/);
  const png = Buffer.from(await (await page.request.get(`/api/v1/qrcodes/${id}/image?size=600`)).body());
  expect((await decodeImage(png)).text).toBe(code.shortLink);
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const centre = (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * 3;
  expect([data[centre] > 200, data[centre + 2] < 100]).toEqual([true, true]); // the logo's yellow centre
});
