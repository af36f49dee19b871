import { expect, type Page, test } from "@playwright/test";
import { DESKTOP, expectAccessible, PHONE, signUp } from "./a11y-helpers";
import { expectNoSidewaysScroll } from "../helpers/layout";

// Live scans: the "Live" switch on a code's statistics and on the overview. Scans made while it is
// on slide into the feed and tick the totals up, without a reload.

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

const scanOnce = async (page: Page, shortLink: string, ip: string) => {
  const answer = await page.request.get(shortLink, {
    headers: { "user-agent": IPHONE, "x-forwarded-for": ip },
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(302);
};

test("a code's statistics and the overview follow scans live, at 1280 and 390 px", async ({ page }) => {
  test.setTimeout(150_000); // a hang bound: two axe checks and three screenshots took 31 s alone, over 60 s beside CI's passes
  await page.setViewportSize(DESKTOP);
  await signUp(page, "live-scans");
  const made = await page.request.post("/api/v1/qrcodes", {
    data: { content: "https://example.com/live-event", name: "Stage banner" },
  });
  expect(made.status()).toBe(201);
  const { id, shortLink } = (await made.json()) as { id: string; shortLink: string };
  await scanOnce(page, shortLink, "203.0.113.41");

  await page.goto(`/dashboard/codes/${id}`);
  await expect(page.getByTestId("total-scans")).toHaveText("1");
  const live = page.getByRole("switch", { name: "Live" });
  await expect(live).toHaveAttribute("aria-checked", "false");
  await live.click();
  await expect(live).toHaveAttribute("aria-checked", "true");
  await expect(page.getByText("Listening for scans")).toBeVisible();
  const feed = page.getByTestId("live-scans");
  await expect(feed).toContainText("Waiting for the next scan");

  await scanOnce(page, shortLink, "203.0.113.42");
  await expect(feed.getByRole("listitem")).toHaveCount(1);
  await expect(feed.getByRole("listitem").first()).toContainText("Mobile · iOS");
  await expect(page.getByTestId("total-scans")).toHaveText("2");
  await scanOnce(page, shortLink, "203.0.113.43");
  await expect(feed.getByRole("listitem")).toHaveCount(2);
  await expect(page.getByTestId("total-scans")).toHaveText("3");
  await expectAccessible(page, "code-stats-live");
  await page.screenshot({ path: "e2e/screenshots/live-code-1280.png", fullPage: false });

  await live.click();
  await expect(feed).toHaveCount(0);

  // The overview: the same switch on the last 30 days' card.
  await page.goto("/dashboard");
  const card = page.getByTestId("overview-scans");
  await expect(card).toContainText("3");
  await card.getByRole("switch", { name: "Live" }).click();
  await expect(card.getByText("Listening for scans")).toBeVisible();
  await scanOnce(page, shortLink, "203.0.113.44");
  await expect(page.getByTestId("live-scans").getByRole("listitem").first()).toContainText("Stage banner");
  await expect(card.locator("p.text-3xl")).toHaveText("4");
  await expectAccessible(page, "overview-live");
  await page.screenshot({ path: "e2e/screenshots/live-overview-1280.png", fullPage: true });

  await page.setViewportSize(PHONE);
  await page.goto(`/dashboard/codes/${id}`);
  await page.getByRole("switch", { name: "Live" }).click();
  await expect(page.getByText("Listening for scans")).toBeVisible();
  await scanOnce(page, shortLink, "203.0.113.45");
  await expect(page.getByTestId("live-scans").getByRole("listitem")).toHaveCount(1);
  await expect(page.getByTestId("total-scans")).toHaveText("5");
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: "e2e/screenshots/live-code-390.png", fullPage: false });
});
