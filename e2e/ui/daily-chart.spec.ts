import { expect, type Locator, test } from "@playwright/test";
import { DESKTOP, PHONE, seedCodes, signUp } from "./a11y-helpers";

// The daily scans chart draws what was counted: straight segments between days (no smoothed curve
// that rises before the first scan) and nothing on the days before the code (or account) existed.

/** The chart's line (its SVG path) and dots, as x positions from the chart's left edge. */
const drawnOf = (chart: Locator) =>
  chart.evaluate((figure) => {
    const curve = figure.querySelector<SVGPathElement>(".recharts-area-curve");
    const surface = figure.querySelector("svg")!.getBoundingClientRect();
    const dots = [...figure.querySelectorAll(".recharts-area-dots circle, .recharts-area-dot")].map(
      (dot) => dot.getBoundingClientRect().left + dot.getBoundingClientRect().width / 2 - surface.left,
    );
    return { path: curve?.getAttribute("d") ?? "", dots, width: surface.width };
  });

async function expectTodayOnly(chart: Locator) {
  await expect(chart.locator(".recharts-area")).toHaveCount(1);
  const drawn = await drawnOf(chart);
  // No Bézier segments: a curve invents values between days.
  expect(drawn.path).not.toMatch(/[Cc]/);
  // Of the 30 days shown only today existed: one point, at the right end, none before it.
  const xs = [...drawn.path.matchAll(/[ML]\s*([\d.]+)[ ,]/g)].map((match) => Number(match[1]));
  for (const x of xs) expect(x).toBeGreaterThan(drawn.width * 0.8);
  expect(drawn.dots).toHaveLength(1);
  expect(drawn.dots[0]).toBeGreaterThan(drawn.width * 0.8);
}

test("a code made today draws its scans on today only: no curve, no line over the days before it", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signUp(page, "daily-chart");
  const { dynamicId } = await seedCodes(page); // made today, with one scan
  await page.goto(`/dashboard/codes/${dynamicId}`);
  await expectTodayOnly(page.getByRole("figure", { name: "Daily scans chart" }));
  // The overview's chart of a new account likewise starts on the account's first day.
  await page.goto("/dashboard");
  await expectTodayOnly(page.getByRole("figure", { name: "Daily scans chart" }));
});

/** The X axis's date labels: their text and boxes. */
const tickLabels = (chart: Locator) =>
  chart.locator(".recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value").evaluateAll((labels) =>
    labels.map((label) => {
      const box = label.getBoundingClientRect();
      return { text: label.textContent ?? "", left: box.left, right: box.right };
    }),
  );

test("the overview's 30 days keep their date labels apart on a phone, end on today, and show more on a desktop", async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await signUp(page, "daily-chart-ticks");
  await seedCodes(page); // a scan: the chart replaces the empty state
  await page.goto("/dashboard");
  const chart = page.getByRole("figure", { name: "Daily scans chart" });
  await expect.poll(async () => (await tickLabels(chart)).length).toBeGreaterThanOrEqual(6); // every 5th of 30 days
  const today = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone: "UTC" }).format(
    new Date(),
  );
  expect((await tickLabels(chart)).at(-1)?.text).toBe(today);

  await page.setViewportSize(PHONE);
  await expect.poll(async () => (await tickLabels(chart)).length).toBeLessThanOrEqual(4);
  const labels = await tickLabels(chart);
  expect(labels.length).toBeGreaterThanOrEqual(2);
  // At least one label's width apart: readable, not run together.
  for (let i = 1; i < labels.length; i++) expect(labels[i].left - labels[i - 1].right).toBeGreaterThan(16);
  // The newest day carries its date, and no label is cut by the chart's edges.
  expect(labels.at(-1)?.text).toBe(today);
  const figure = (await chart.boundingBox())!;
  for (const label of labels) {
    expect(label.left).toBeGreaterThanOrEqual(figure.x);
    expect(label.right).toBeLessThanOrEqual(figure.x + figure.width);
  }
  await page.screenshot({ path: "test-results/daily-chart-phone.png" });
});
