import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import jsQR from "jsqr";
import sharp from "sharp";
import { expectNoSidewaysScroll } from "../helpers/layout";

const shot = (name: string) => ({ path: `test-results/screenshots/${name}.png`, fullPage: true });

/** A photo-like picture: a colour gradient with a bright disc (what a user would upload). */
async function photo(): Promise<Buffer> {
  const width = 640;
  const height = 480;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 3;
      const disc = (x - 400) ** 2 + (y - 200) ** 2 < 120 ** 2;
      pixels[at] = disc ? 250 : Math.round((x / width) * 200 + 40);
      pixels[at + 1] = disc ? 210 : Math.round((y / height) * 160 + 60);
      pixels[at + 2] = disc ? 70 : 170;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg()
    .toBuffer();
}

async function decode(png: Buffer): Promise<string | undefined> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
}

// The dashboard's AI art path on the builtin engine: an uploaded picture becomes a halftone code
// that is saved only because it scans; its downloaded image decodes to the code's short link.
test("creates an AI code from an uploaded picture and downloads an image that scans", async ({ page }) => {
  await page.goto("/signup");
  await page.getByLabel("Name").fill("AI art");
  await page.getByLabel("Email").fill(`ai-${Date.now()}@example.test`);
  await page.getByLabel("Password").fill("a-long-password");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/dashboard/);

  await page.getByRole("navigation").getByRole("link", { name: "AI art" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "AI art" })).toBeVisible();
  await expect(page.getByTestId("ai-engine")).toContainText("not generative");

  // Refused before sending: no link, no prompt, no picture, each said in plain words.
  await page.getByRole("button", { name: "Generate" }).click();
  await expect(page.getByText("Enter the link the code should open")).toBeVisible();
  await expect(page.getByText("Add a reference picture")).toBeVisible();
  await expect(page.getByLabel("Link the code opens")).toBeFocused();

  await page.getByLabel("Link the code opens").fill("https://example.com/harbour");
  await page.getByRole("button", { name: "Watercolour" }).click();
  await expect(page.getByLabel("Prompt", { exact: true })).toHaveValue(/watercolour/);
  await page
    .getByLabel("Upload a picture")
    .setInputFiles({ name: "harbour.jpg", mimeType: "image/jpeg", buffer: await photo() });
  await expect(page.getByRole("img", { name: "Reference you chose" })).toBeVisible();
  await page.getByText("2", { exact: true }).click();
  await page.screenshot(shot("ai-01-form"));
  await page.getByRole("button", { name: "Generate" }).click();

  await expect(page.getByText(/^Saved\. It scans to/)).toBeVisible({ timeout: 30_000 });
  // Two candidates per try. A first try that does not scan (it depends on the random short link)
  // is followed by another; only the last try has a candidate that scans.
  const alts = await page
    .getByTestId("ai-variant")
    .getByRole("img")
    .evaluateAll((images) => images.map((image) => image.getAttribute("alt") ?? ""));
  const tries = alts.map((alt) => Number(/try (\d+)/.exec(alt)?.[1]));
  const lastTry = Math.max(...tries);
  expect(tries.sort((a, b) => a - b)).toEqual(Array.from({ length: lastTry * 2 }, (_, i) => Math.floor(i / 2) + 1));
  const scanning = alts.filter((alt) => alt.endsWith(": scans"));
  expect(scanning.length).toBeGreaterThan(0);
  expect(scanning.every((alt) => alt.includes(`try ${lastTry}:`))).toBe(true);
  await expect(page.getByText("On your code")).toBeVisible();
  // The result is brought into view and focused (it was below the form, only the balance changed),
  // and announced: the message sits in a polite live region.
  const result = page.getByRole("region", { name: "Your AI code" });
  await expect(result).toBeFocused();
  await expect(result).toBeInViewport();
  await expect(page.locator("[aria-live=polite]").filter({ hasText: /^Saved\. It scans to/ })).toHaveCount(1);
  await page.screenshot(shot("ai-02-saved"));

  await page.getByRole("link", { name: "Open the code" }).click();
  // Named after the prompt's first words, not "Untitled code".
  await expect(
    page.getByRole("heading", { level: 1, name: "Soft watercolour landscape, rolling hills at dawn, pastel…" }),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: "AI art" })).toBeVisible();
  const shortLink = (await page.getByTestId("short-link").textContent())!.trim();
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download PNG" }).click();
  const file = await (await download).path();
  expect(await decode(readFileSync(file))).toBe(shortLink);
  await page.screenshot(shot("ai-03-code-page"));

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/dashboard/ai");
  await expectNoSidewaysScroll(page);
  await page.screenshot(shot("ai-04-phone"));
});
