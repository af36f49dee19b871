import { expect, type Page, test } from "@playwright/test";
import { DESKTOP, expectAccessible, PHONE, signUp } from "./a11y-helpers";
import { expectNoSidewaysScroll } from "../helpers/layout";

// The workspace statistics page: all codes together, filters kept in the URL, a device, country or
// code picked in a chart becomes a removable chip, and Today shows scans per hour of the browser's zone.

const AGENTS = {
  phone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  desktop:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36",
  tablet:
    "Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
};

/** Two codes: "Menu" scanned by a phone twice and a desktop once, "Door" by a tablet once. */
async function seedScans(page: Page) {
  const ids: Record<string, string> = {};
  for (const [name, agents] of [
    ["Menu", [AGENTS.phone, AGENTS.phone, AGENTS.desktop]],
    ["Door", [AGENTS.tablet]],
  ] as const) {
    const made = await page.request.post("/api/v1/qrcodes", {
      data: { content: `https://cafe.example/${name}`, name, tags: name === "Menu" ? ["tables"] : [] },
    });
    expect(made.status()).toBe(201);
    const { id, shortLink } = (await made.json()) as { id: string; shortLink: string };
    ids[name] = id;
    for (const agent of agents) {
      const scan = await page.request.get(shortLink, { headers: { "user-agent": agent }, maxRedirects: 0 });
      expect(scan.status()).toBe(302);
    }
  }
  return ids;
}

for (const [size, viewport] of [
  ["desktop", DESKTOP],
  ["phone", PHONE],
] as const) {
  test.describe(`workspace statistics at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport, timezoneId: "Asia/Kolkata" });

    test("a picked device and country become chips that narrow the figures; Today counts per hour", async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await signUp(page, `workspace-stats-${size}`);
      const ids = await seedScans(page);
      if (size === "desktop") {
        await page.goto("/dashboard");
        await page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Statistics" }).click();
        await expect(page).toHaveURL(/\/dashboard\/stats([?&]workspace=[\w-]+)?$/);
      } else await page.goto("/dashboard/stats");
      await expect(page.getByRole("heading", { name: "Statistics", level: 1 })).toBeVisible();
      const total = page.getByTestId("total-scans");
      await expect(total).toHaveText("4");
      await expectNoSidewaysScroll(page);
      await expectAccessible(page, `workspace-stats-${size}`);

      // A device picked in the chart's legend: a chip, the URL, and only that device's scans.
      await page.getByRole("list", { name: "Scans by device" }).getByRole("button", { name: "Mobile" }).click();
      const deviceChip = page.getByTestId("filter-chip-device");
      await expect(deviceChip).toHaveText("Device: Mobile");
      await expect(page).toHaveURL(/device=mobile/);
      await expect(total).toHaveText("2");
      await expect(page.getByLabel("Device", { exact: true })).toHaveValue("mobile");

      // The country of those scans picked in the countries list (scans from this machine have no known country).
      await page.getByRole("list", { name: "Busiest countries" }).getByRole("button").first().click();
      await expect(page.getByTestId("filter-chip-country")).toBeVisible();
      await expect(page).toHaveURL(/country=Unknown/);
      await expect(total).toHaveText("2");
      await expectAccessible(page, `workspace-stats-filtered-${size}`);

      // Removing the device chip widens the figures again; the country stays.
      await deviceChip.click();
      await expect(deviceChip).toBeHidden();
      await expect(page).not.toHaveURL(/device=/);
      await expect(total).toHaveText("4");
      await page.getByTestId("filter-chip-country").click();
      await expect(page.getByRole("list", { name: "Active filters" })).toBeHidden();

      // A code row narrows to that code; Back returns to every code.
      await page.getByRole("list", { name: "Most scanned codes" }).getByRole("button", { name: "Door" }).click();
      await expect(page.getByTestId("filter-chip-codeId")).toHaveText("Code: Door");
      await expect(page).toHaveURL(new RegExp(`codeId=${ids.Door}`));
      await expect(total).toHaveText("1");
      await page.goBack();
      await expect(total).toHaveText("4");
      // The tag select narrows to the tagged code.
      await page.getByLabel("Tag", { exact: true }).selectOption("tables");
      await expect(page.getByTestId("filter-chip-tag")).toHaveText("Tag: tables");
      await expect(total).toHaveText("3");
      await page.getByTestId("filter-chip-tag").click();

      // Today: scans per hour, in the browser's time zone.
      await page.getByRole("button", { name: "Today" }).click();
      const hourly = page.getByTestId("hourly-scans-chart");
      await expect(hourly).toBeVisible();
      // Chromium names the zone by its older alias.
      await expect(hourly).toContainText(/by hour in Asia\/(Kolkata|Calcutta)/);
      await expect(page.getByTestId("daily-scans-chart")).toBeHidden();
      await expect(total).toHaveText("4");
      await expectNoSidewaysScroll(page);
      await expectAccessible(page, `workspace-stats-today-${size}`);

      // The filters live in the URL: a reload keeps them.
      await page.getByLabel("Device", { exact: true }).selectOption("tablet");
      await expect(total).toHaveText("1");
      await page.reload();
      await expect(page.getByTestId("filter-chip-device")).toHaveText("Device: Tablet");
      await expect(total).toHaveText("1");
      await expect(page.getByTestId("hourly-scans-chart")).toBeVisible();
    });
  });
}

test("the statistics page in dark at both sizes", async ({ page }) => {
  test.setTimeout(90_000);
  await page.emulateMedia({ colorScheme: "dark" });
  await signUp(page, "workspace-stats-dark");
  await seedScans(page);
  for (const [label, viewport] of [
    ["desktop", DESKTOP],
    ["phone", PHONE],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.goto("/dashboard/stats?device=mobile");
    await expect(page.getByTestId("total-scans")).toHaveText("2");
    await expectAccessible(page, `dark-workspace-stats-${label}`);
  }
});
