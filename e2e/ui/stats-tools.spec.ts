import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { DESKTOP, expectAccessible, PHONE, signUp } from "./a11y-helpers";
import { expectNoSidewaysScroll } from "../helpers/layout";

// Statistics: presets Today … All time, the range in the app's date format, CSV exports.

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const shot = (name: string) => ({ path: `test-results/screenshots/${name}.png`, fullPage: true });

test("statistics: presets, the written range, and CSV downloads of the statistics and the scans", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signUp(page, "stats-tools");
  const made = await page.request.post("/api/v1/qrcodes", {
    data: { content: "https://example.com/stats", name: "Stats poster" },
  });
  const { id, shortLink } = (await made.json()) as { id: string; shortLink: string };
  for (const ip of ["203.0.113.5", "203.0.113.6"]) {
    const scan = await page.request.get(shortLink, {
      headers: { "user-agent": IPHONE, "x-forwarded-for": ip },
      maxRedirects: 0,
    });
    expect(scan.status()).toBe(302);
  }
  await page.goto(`/dashboard/codes/${id}`);
  const presets = page.getByRole("group", { name: "Date range presets" }).getByRole("button");
  await expect(presets).toHaveText(["Today", "7 days", "30 days", "90 days", "12 months", "All time"]);
  await page.getByRole("button", { name: "Today" }).click();
  await expect(page.getByRole("button", { name: "Today" })).toHaveAttribute("aria-pressed", "true");
  // Made today, the code's All time is today too: one preset shows pressed, the one clicked.
  await expect(presets.and(page.locator('[aria-pressed="true"]'))).toHaveText(["Today"]);
  const today = new Intl.DateTimeFormat("en-GB", {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date());
  await expect(page.getByTestId("range-text")).toHaveText(`${today} · 1 day, UTC, both ends included`);
  await expect(page.getByTestId("total-scans")).toHaveText(/^[12]$/);

  // Any other range from a calendar that writes days as the app does (never the browser's US format).
  await page.getByTestId("custom-range").click();
  const calendar = page.getByRole("dialog", { name: "Choose the dates" });
  await expect(calendar).toBeVisible();
  const isoToday = new Date().toISOString().slice(0, 10);
  const firstOfMonth = `${isoToday.slice(0, 8)}01`;
  await calendar.locator(`[data-day="${firstOfMonth}"] button`).click();
  await page.screenshot(shot("stats-01b-calendar"));
  await expectAccessible(page, "stats-calendar-open");
  await calendar.getByRole("button", { name: "Apply" }).click();
  await expect(calendar).toBeHidden();
  const first = new Intl.DateTimeFormat("en-GB", {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${firstOfMonth}T00:00:00Z`));
  await expect(page.getByTestId("range-text")).toContainText(first);
  await expect(page.getByTestId("custom-range")).toContainText(first);
  await page.getByRole("button", { name: "Today" }).click();
  await expect(page.getByRole("heading", { name: "Countries" })).toBeVisible();
  await page.screenshot(shot("stats-01-today"));

  const [scansCsv] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Scans CSV" }).click(),
  ]);
  expect(scansCsv.suggestedFilename()).toMatch(/^scans-[\w-]+\.csv$/);
  const lines = (await readFile(await scansCsv.path(), "utf8")).trim().split("\r\n");
  expect(lines[0]).toBe("timestamp,eventType,device,os,browser,country,region,city,destination");
  expect(lines.length).toBeGreaterThanOrEqual(2);
  expect(lines[1]).toContain(",click,mobile,iOS,");

  const [statsCsv] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Statistics CSV" }).click(),
  ]);
  const stats = await readFile(await statsCsv.path(), "utf8");
  expect(stats.split("\r\n")[0]).toBe("metric,key,count");
  expect(stats).toContain("device,mobile,");

  // A chart's tooltip left showing by the pointer (or a tap) when the screen narrows stays inside its chart.
  const daily = page.getByRole("figure", { name: "Daily scans chart" });
  await expect(async () => {
    // The chart takes its width after it mounts: point near its right end again until the tooltip shows.
    const box = (await daily.boundingBox())!;
    await daily.hover({ position: { x: box.width * 0.8, y: box.height / 2 } });
    await expect(daily.locator(".recharts-tooltip-wrapper")).toBeVisible({ timeout: 1000 });
  }).toPass();
  await page.setViewportSize(PHONE);
  await page.getByRole("button", { name: "All time" }).click();
  await expect(page.getByRole("button", { name: "All time" })).toHaveAttribute("aria-pressed", "true");
  await expect(presets.and(page.locator('[aria-pressed="true"]'))).toHaveText(["All time"]);
  await page.screenshot(shot("stats-02-phone"));
  await expectNoSidewaysScroll(page);
});
