import { expect, test } from "@playwright/test";
import { DESKTOP, seedCodes, signUp } from "./a11y-helpers";

// The daily scans chart draws what was counted: straight segments between days (no smoothed curve
// that rises before the first scan) and nothing on the days before the code existed.

test("a code made today draws its scans on today only: no curve, no line over the days before it", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signUp(page, "daily-chart");
  const { dynamicId } = await seedCodes(page); // made today, with one scan
  await page.goto(`/dashboard/codes/${dynamicId}`);
  const chart = page.getByRole("figure", { name: "Daily scans chart" });
  await expect(chart).toBeVisible();
  const plot = chart.locator(".recharts-area");
  await expect(plot).toHaveCount(1);
  const drawn = await chart.evaluate((figure) => {
    const curve = figure.querySelector<SVGPathElement>(".recharts-area-curve");
    const surface = figure.querySelector("svg")!.getBoundingClientRect();
    const dots = [...figure.querySelectorAll(".recharts-area-dots circle, .recharts-area-dot")].map(
      (dot) => dot.getBoundingClientRect().left + dot.getBoundingClientRect().width / 2 - surface.left,
    );
    return { path: curve?.getAttribute("d") ?? "", dots, width: surface.width };
  });
  // No Bézier segments: a curve invents values between days.
  expect(drawn.path).not.toMatch(/[Cc]/);
  // Of the 30 days shown only today existed: one point, at the right end, none before it.
  const xs = [...drawn.path.matchAll(/[ML]\s*([\d.]+)[ ,]/g)].map((match) => Number(match[1]));
  for (const x of xs) expect(x).toBeGreaterThan(drawn.width * 0.8);
  expect(drawn.dots).toHaveLength(1);
  expect(drawn.dots[0]).toBeGreaterThan(drawn.width * 0.8);
  await page.screenshot({ path: "e2e/screenshots/1280-daily-chart.png", fullPage: false });
});
