import { expect, test } from "@playwright/test";
import { DESKTOP, PHONE } from "./a11y-helpers";
import { expectNoSidewaysScroll } from "../helpers/layout";

// A name with no place to break (the longest the forms take) wraps or is cut short wherever it
// shows: it never makes a page wider than the screen (the overview was 1,731 px wide at 1280).

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const USER_NAME = `Maximiliana${"x".repeat(89)}`; // 100 characters, the sign-up form's limit
const CODE_NAME = `Summerfestival${"Q".repeat(186)}`; // 200 characters, a code name's limit

test("a 100-character user name and 200-character code names keep every page within the screen", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  await page.goto("/signup");
  await page.getByLabel("Name").fill(USER_NAME);
  await page.getByLabel("Email").fill(`long-${Date.now()}@example.test`);
  await page.getByLabel("Password").fill("a-long-password");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/dashboard/);

  const dynamic = await page.request.post("/api/v1/qrcodes", {
    data: { content: "https://cafe.example/long", mode: "DYNAMIC", name: CODE_NAME },
  });
  expect(dynamic.status()).toBe(201);
  const made = (await dynamic.json()) as { id: string; shortLink: string };
  const scan = await page.request.get(made.shortLink, { headers: { "user-agent": IPHONE }, maxRedirects: 0 });
  expect(scan.status()).toBe(302);
  const fixed = await page.request.post("/api/v1/qrcodes", {
    data: { content: "Thanks for visiting", mode: "STATIC", name: `Static${CODE_NAME.slice(6)}` },
  });
  expect(fixed.status()).toBe(201);
  const staticId = ((await fixed.json()) as { id: string }).id;

  const pages = [
    ["overview", "/dashboard"],
    ["codes", "/dashboard/codes"],
    ["code", `/dashboard/codes/${made.id}`],
    ["code-static", `/dashboard/codes/${staticId}`],
    ["design", `/dashboard/codes/${made.id}/design`],
  ] as const;
  for (const [label, size] of [
    ["desktop", DESKTOP],
    ["phone", PHONE],
  ] as const) {
    await page.setViewportSize(size);
    for (const [name, path] of pages) {
      await page.goto(path);
      await expect(page.locator("h1").first()).toBeVisible();
      await expectNoSidewaysScroll(page, `${name} at ${label} size`);
    }
  }
  // The statistics' top codes and the phone menu, where the user's name shows.
  await page.goto("/dashboard");
  await expect(page.getByRole("region", { name: "Top codes" })).toContainText("Summerfestival");
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.locator("#mobile-nav")).toContainText("Maximiliana");
  await expectNoSidewaysScroll(page, "phone menu");
  await page.screenshot({ path: "e2e/screenshots/390-long-names-menu.png", fullPage: true });
});
