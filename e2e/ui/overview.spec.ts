import { expect, test } from "@playwright/test";
import { DESKTOP, PHONE, signUp } from "./a11y-helpers";
import { expectNoSidewaysScroll } from "../helpers/layout";

// An overview that starts a day: the last 30 days' scans with the trend, top codes,
// recent codes, and "Create a QR code" for a new user.

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const shot = (name: string) => ({ path: `test-results/screenshots/${name}.png`, fullPage: true });

test("the overview: a first step for a new account, then scans, top codes and recent codes", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signUp(page, "overview");
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "No codes yet" })).toBeVisible();
  await page.screenshot(shot("overview-01-new-account"));

  const codes: Record<string, string> = {};
  for (const name of ["Window poster", "Table tent"]) {
    const made = await page.request.post("/api/v1/qrcodes", {
      data: { content: `https://cafe.example/${name.length}`, name },
    });
    codes[name] = ((await made.json()) as { shortLink: string }).shortLink;
  }
  for (const [name, visitors] of [
    ["Table tent", ["203.0.113.7", "203.0.113.8", "203.0.113.9"]],
    ["Window poster", ["203.0.113.10"]],
  ] as const) {
    for (const ip of visitors) {
      const scan = await page.request.get(codes[name], {
        headers: { "user-agent": IPHONE, "x-forwarded-for": ip },
        maxRedirects: 0,
      });
      expect(scan.status()).toBe(302);
    }
  }

  await page.goto("/dashboard");
  const scans = page.getByRole("region", { name: "Scans in the last 30 days" });
  await expect(scans).toContainText("4");
  await expect(scans).toContainText("Up from 0 vs the previous 30 days");
  await expect(page.getByRole("figure", { name: "Daily scans chart" })).toBeVisible();
  const top = page.getByRole("region", { name: "Top codes" }).getByRole("listitem");
  await expect(top).toHaveCount(2);
  await expect(top.first()).toContainText("Table tent");
  await expect(top.first()).toContainText("3");
  await expect(
    page.getByRole("region", { name: "Recent codes" }).getByRole("link", { name: "Window poster" }),
  ).toBeVisible();
  await page.screenshot(shot("overview-02-desktop"));

  await page.setViewportSize(PHONE);
  await page.reload();
  await expectNoSidewaysScroll(page);
  await page.screenshot(shot("overview-03-phone"));
  await page.getByRole("link", { name: "Create a QR code" }).first().click();
  await expect(page.getByRole("heading", { name: "New code" })).toBeVisible();
});
