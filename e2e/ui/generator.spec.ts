import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import { decodeImage } from "../../tests/render/decode-image";
import { expectNoSidewaysScroll } from "../helpers/layout";

const shot = (name: string) => ({ path: `test-results/screenshots/${name}.png`, fullPage: true });
const GENERATE = "/api/v1/qrcode/generate";

/** Counts the requests the page makes to the generate endpoint; `contents()` lists each one's content. */
function countGenerateRequests(page: Page): (() => number) & { contents: () => string[] } {
  const contents: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname === GENERATE) contents.push(url.searchParams.get("content") ?? "");
  });
  return Object.assign(() => contents.length, { contents: () => [...contents] });
}

const preview = (page: Page) => page.getByRole("img", { name: "QR code preview" });

test("type content, pick a template, download a PNG that decodes to the content", async ({ page }) => {
  const requests = countGenerateRequests(page);
  const content = "https://codebeam.example/menu?table=12&lang=en";
  // The page's clock is ours: while it stands still, no pause between keystrokes reaches the
  // debounce, however slowly a loaded machine types.
  await page.clock.install();
  await page.goto("/");
  await page.getByRole("radio", { name: "Sunset Gradient" }).check();
  await page.clock.pauseAt(Date.now() + 1000);
  await page.getByRole("textbox", { name: "Content" }).pressSequentially(content, { delay: 20 });
  await page.clock.runFor(299);
  // Debounced: typing 47 characters asked nothing yet; once the options rest for 300 ms, one request.
  expect(requests.contents().filter((sent) => sent !== "")).toEqual([]);
  await page.clock.runFor(1);
  await expect(preview(page)).toHaveAttribute("data-current", "true");
  expect(requests.contents().filter((sent) => sent !== "")).toEqual([content]);
  await page.clock.resume();
  await expect(page.getByText("Sunset Gradient · PNG · 512 px")).toBeVisible();
  await page.locator("#generator").screenshot({ path: "test-results/screenshots/generator-desktop.png" });

  const before = requests();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download PNG" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("codebeam-qr.png");
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(1, 4).toString("ascii")).toBe("PNG");
  const decoded = await decodeImage(bytes, { zxingFallback: false });
  expect(decoded.text).toBe(content);
  // The preview already holds this PNG: the download asks the server nothing.
  expect(requests()).toBe(before);

  const [svg] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download SVG" }).click(),
  ]);
  expect(svg.suggestedFilename()).toBe("codebeam-qr.svg");
  const svgText = await readFile((await svg.path())!, "utf8");
  expect(svgText).toContain("<svg");
  expect((await decodeImage(Buffer.from(svgText))).text).toBe(content);

  const [pdf] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download PDF" }).click(),
  ]);
  expect(pdf.suggestedFilename()).toBe("codebeam-qr.pdf");
  expect((await readFile((await pdf.path())!)).subarray(0, 5).toString("ascii")).toBe("%PDF-");
});

test("API errors show as readable messages next to the preview", async ({ page }) => {
  await page.goto("/?template=default");
  await page.getByRole("textbox", { name: "Content" }).fill("https://codebeam.example/contrast");
  await expect(preview(page)).toHaveAttribute("data-current", "true");

  await page.getByRole("textbox", { name: "Foreground colour (hex)" }).fill("#eeeeee");
  // Scoped: Next's route announcer is an (empty) alert too.
  const alert = page.locator("#generator").getByRole("alert");
  await expect(alert).toContainText("These colours will not scan");
  await expect(alert).toContainText("Foreground colour #eeeeee on the background #ffffff");
  await page.screenshot(shot("generator-error-contrast"));

  await page.getByRole("button", { name: "Reset to template" }).click();
  await expect(alert).toHaveCount(0);
  await page.getByLabel("Error correction").selectOption("H");
  await page.getByRole("textbox", { name: "Content" }).fill("x".repeat(2000));
  await expect(alert).toContainText("Content is too long for a QR code at error correction level H");

  await page.getByRole("textbox", { name: "Content" }).fill("x".repeat(2100));
  await expect(page.getByText("Content is 52 characters over the limit of 2,048.")).toBeVisible();
  await expect(page.getByText("2,100 / 2,048")).toBeVisible();
  await expect(page.getByRole("button", { name: "Download PNG" })).toBeDisabled();
});

test("the generator at phone width, opened on a chosen template", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/?template=menu-bistro");
  await expect(page.getByRole("radio", { name: "Bistro Menu" })).toBeChecked();
  await page.getByRole("textbox", { name: "Content" }).fill("https://bistro.example/menu");
  await expect(preview(page)).toHaveAttribute("data-current", "true");
  await expect(page.getByText("Bistro Menu · PNG · 512 px")).toBeVisible();
  await page.screenshot(shot("generator-phone"));
  await expectNoSidewaysScroll(page);
});

test("the dashboard gallery opens a template in the new-code editor; the generator has the signed-in size cap", async ({
  page,
}) => {
  await page.goto("/signup");
  await page.getByLabel("Name").fill("Gallery User");
  await page.getByLabel("Email").fill(`gallery-${Date.now()}@example.test`);
  await page.getByLabel("Password").fill("a-long-password");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/dashboard/);

  await page.goto("/dashboard/templates");
  await expect(page.getByRole("heading", { name: /Social/ })).toBeVisible();
  await page.screenshot(shot("templates-dashboard"));
  await page.getByRole("searchbox", { name: "Search templates" }).fill("wedding");
  await expect(page.getByRole("link", { name: /Sunset Gradient/ })).toHaveCount(0);
  await page.getByRole("link", { name: /Rose Wedding/ }).click();

  await expect(page).toHaveURL(/\/dashboard\/codes\/new\?template=event-rose-wedding([?&]workspace=[\w-]+)?$/);
  await expect(page.getByRole("radio", { name: "Rose Wedding" })).toBeChecked();

  await page.goto("/?template=event-rose-wedding");
  await expect(page.getByRole("radio", { name: "Rose Wedding" })).toBeChecked();
  await expect(page.getByText("64 to 2,000 px.")).toBeVisible();
  await page.getByLabel("Size in pixels").fill("1600");
  await page.getByRole("textbox", { name: "Content" }).fill("https://wedding.example/rsvp");
  await expect(page.getByText("Rose Wedding · PNG · 1600 px")).toBeVisible();
  await expect(preview(page)).toHaveAttribute("data-current", "true");
});
