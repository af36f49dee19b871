import { expect, test } from "@playwright/test";
import { DESKTOP, expectAccessible, PHONE, signUp } from "./a11y-helpers";
import { expectNoSidewaysScroll } from "../helpers/layout";

// Shared statistics pages: the owner shares a code's statistics from its page, a
// signed-out visitor reads them at /p/<token>, and a revoke makes the link 404 at once.

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const TARGET = "https://example.com/shared-target-page";

test("a code's statistics shared, read signed out at 1280 and 390 px, then revoked", async ({ page, browser }) => {
  await page.setViewportSize(DESKTOP);
  await signUp(page, "shared-stats");
  const made = await page.request.post("/api/v1/qrcodes", { data: { content: TARGET, name: "Trade fair poster" } });
  expect(made.status()).toBe(201);
  const { id, shortLink } = (await made.json()) as { id: string; shortLink: string };
  for (const ip of ["203.0.113.21", "203.0.113.22", "203.0.113.23"]) {
    const scan = await page.request.get(shortLink, {
      headers: { "user-agent": IPHONE, "x-forwarded-for": ip },
      maxRedirects: 0,
    });
    expect(scan.status()).toBe(302);
  }

  // The owner makes the link on the code's page and copies it from there.
  await page.goto(`/dashboard/codes/${id}`);
  const control = page.getByTestId("share-stats");
  await expect(control.getByRole("heading", { name: "Share statistics" })).toBeVisible();
  await control.getByRole("button", { name: "Create link" }).click();
  const field = control.getByLabel(/Public link/);
  await expect(field).toHaveValue(/\/p\/[A-Za-z0-9_-]{32}$/);
  const url = await field.inputValue();
  await expect(control.getByTestId("share-state")).toContainText("until revoked");
  await expect(control.getByRole("button", { name: "Copy link" })).toBeVisible();
  await control.scrollIntoViewIfNeeded();
  await expectAccessible(page, "shared-stats-control");

  // A visitor without an account.
  const visitor = await browser.newContext({ viewport: DESKTOP });
  const reader = await visitor.newPage();
  const answer = await reader.goto(url);
  expect(answer?.status()).toBe(200);
  expect(answer?.headers()["x-robots-tag"]).toContain("noindex");
  expect(answer?.headers()["cache-control"]).toBe("public, max-age=60");
  await expect(reader.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(reader.getByRole("heading", { level: 1, name: "Trade fair poster" })).toBeVisible();
  await expect(reader.getByTestId("total-scans")).toHaveText("3");
  await expect(reader.getByRole("img", { name: "QR code of Trade fair poster" })).toBeVisible();
  await expect
    .poll(() =>
      reader
        .getByRole("img", { name: "QR code of Trade fair poster" })
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    )
    .toBeGreaterThan(0);
  const presets = reader.getByRole("navigation", { name: "Date range presets" }).getByRole("link");
  await expect(presets).toHaveText(["Today", "7 days", "30 days", "90 days", "12 months", "All time"]);
  const html = await reader.content();
  expect(html).not.toContain(TARGET);
  expect(html).not.toContain("203.0.113.");
  // Every link on the page is a range preset: nothing leads into the dashboard.
  const hrefs = await reader.locator("a[href]").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  expect(hrefs).toEqual(["?range=today", "?range=7d", "?range=30d", "?range=90d", "?range=12m", "?range=all"]);
  await expect(reader.getByRole("table")).toHaveCount(0);
  await expectNoSidewaysScroll(reader);
  await expectAccessible(reader, "shared-stats-page");

  await reader.getByRole("link", { name: "7 days" }).click();
  await expect(reader).toHaveURL(/\?range=7d$/);
  await expect(reader.getByRole("link", { name: "7 days" })).toHaveAttribute("aria-current", "page");
  await expect(reader.getByTestId("total-scans")).toHaveText("3");

  await reader.setViewportSize(PHONE);
  await reader.goto(url);
  await expect(reader.getByTestId("total-scans")).toHaveText("3");
  await expectNoSidewaysScroll(reader);
  await expectAccessible(reader, "shared-stats-page");

  const badge = await reader.request.get(`${url}/badge.svg`);
  expect(badge.status()).toBe(200);
  expect(badge.headers()["content-type"]).toContain("image/svg+xml");
  expect(await badge.text()).toContain(">3 scans<");

  // Revoked: the same address is a 404 at once, with no way into the dashboard.
  await control.getByRole("button", { name: "Revoke link" }).click();
  await expect(control.getByText("The link is revoked")).toBeVisible();
  await expect(control.getByRole("button", { name: "Create link" })).toBeVisible();
  // The server answers 404 at once (a request that skips the browser's cache, which may keep the
  // page 60 s as Cache-Control allows), and a visitor who has not seen it gets the 404 page.
  expect((await reader.request.get(url)).status()).toBe(404);
  expect((await reader.request.get(`${url}/badge.svg`)).status()).toBe(404);
  const late = await (await browser.newContext({ viewport: PHONE })).newPage();
  const gone = await late.goto(url);
  expect(gone?.status()).toBe(404);
  await expect(late.getByRole("heading", { name: "Statistics not available" })).toBeVisible();
  await expect(late.getByText("Trade fair poster")).toHaveCount(0);
  await expect(late.locator("a[href]")).toHaveCount(0);
  await expectAccessible(late, "shared-stats-revoked");
  await late.context().close();
  await visitor.close();
});
