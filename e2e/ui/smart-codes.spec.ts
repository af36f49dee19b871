import { expect, type Page, test } from "@playwright/test";

const shot = (name: string) => ({ path: `test-results/screenshots/${name}.png`, fullPage: true });
const DESKTOP_CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36";

async function signUpWithCode(page: Page): Promise<string> {
  await page.goto("/signup");
  await page.getByLabel("Name").fill("Smart codes");
  await page.getByLabel("Email").fill(`smart-${Date.now()}@example.test`);
  await page.getByLabel("Password").fill("a-long-password");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto("/dashboard/codes/new");
  await page.getByRole("textbox", { name: "Content" }).fill("https://example.com/menu");
  await page.getByRole("radio", { name: "Dynamic" }).check();
  await page.getByRole("textbox", { name: "Name", exact: true }).fill("Table card");
  await page.getByRole("button", { name: "Create code" }).click();
  await expect(page.getByRole("heading", { name: "Table card" })).toBeVisible();
  return (await page.getByTestId("short-link").textContent())!.trim();
}

// The editor's path: a rule, UTM and a scan limit saved from the code page decide where the next
// scans go; the history shows each change and restores the first version.
test("smart settings route scans, and the history rolls them back", async ({ page, request }) => {
  const shortLink = await signUpWithCode(page);
  const settings = page.locator("form", { has: page.getByRole("button", { name: "Save smart settings" }) });

  await settings.getByRole("button", { name: "Add a rule" }).click();
  await settings.getByLabel("When").selectOption("device");
  await settings.getByLabel("Values").fill("desktop");
  await settings.getByLabel("Send to").fill("https://example.com/desk");
  await settings.getByLabel("Source").fill("table");
  await settings.getByLabel("Medium").fill("qr");
  await settings.getByLabel("Campaign").fill("lunch");
  await settings.getByLabel("Most scans").fill("2");
  await settings.getByLabel("After it ends, send visitors to").fill("https://example.com/sold-out");
  await settings.getByRole("button", { name: "Save smart settings" }).click();
  await expect(settings.getByText("Saved. The next scan follows the new settings.")).toBeVisible();
  await page.screenshot(shot("smart-01-settings"));

  const hit = () => request.get(shortLink, { headers: { "user-agent": DESKTOP_CHROME }, maxRedirects: 0 });
  expect((await hit()).headers().location).toBe(
    "https://example.com/desk?utm_source=table&utm_medium=qr&utm_campaign=lunch",
  );
  expect((await hit()).status()).toBe(302);
  expect((await hit()).headers().location).toBe("https://example.com/sold-out");

  // No reload: the history asks again after a save, and names who made each change.
  const history = page.getByTestId("version-history");
  await expect(history.getByText("Version 2: fallback, scan limit, rules, UTM")).toBeVisible();
  await expect(history.getByRole("listitem").filter({ hasText: "Version 2" })).toContainText("by Smart codes");
  await history.getByRole("button", { name: "Restore" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Restore" }).click();
  await expect(history.getByText("Version 3: restored version 1")).toBeVisible();
  // The settings show what the restore put back, so a Save now would not undo it.
  await expect(settings.getByLabel("Most scans")).toHaveValue("");
  await expect(settings.getByLabel("Source")).toHaveValue("");
  await expect(settings.getByRole("button", { name: /^Remove rule/ })).toHaveCount(0);
  await page.screenshot(shot("smart-02-history"));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot(shot("smart-03-phone"));
});

// An A/B split edited in the form: weights show their shares, and each visitor keeps one link.
test("an A/B split is edited with weights and shares, and each visitor keeps the same link", async ({
  page,
  request,
}) => {
  const shortLink = await signUpWithCode(page);
  const settings = page.locator("form", { has: page.getByRole("button", { name: "Save smart settings" }) });
  await settings.getByRole("button", { name: "Add a rule" }).click();
  await settings.getByLabel("When").selectOption("always");
  await settings.getByLabel("Send to").fill("https://example.com/a");
  await settings.getByRole("button", { name: "Split between links (A/B test)" }).click();
  await settings.getByLabel("Link 2", { exact: true }).fill("https://example.com/b");
  await settings.getByLabel("Weight of link 1").fill("1");
  await settings.getByLabel("Weight of link 2").fill("3");
  await expect(settings.getByLabel("Share of link 1")).toHaveText("25%");
  await expect(settings.getByLabel("Share of link 2")).toHaveText("75%");
  await page.screenshot(shot("smart-04-ab-split"));
  await settings.getByRole("button", { name: "Save smart settings" }).click();
  await expect(settings.getByText("Saved. The next scan follows the new settings.")).toBeVisible();

  const seen = new Set<string>();
  for (let i = 0; i < 12; i++) {
    const visitor = { "user-agent": `${DESKTOP_CHROME} visitor-${i}` };
    const first = (await request.get(shortLink, { headers: visitor, maxRedirects: 0 })).headers().location;
    expect((await request.get(shortLink, { headers: visitor, maxRedirects: 0 })).headers().location).toBe(first);
    seen.add(first);
  }
  expect([...seen].every((location) => ["https://example.com/a", "https://example.com/b"].includes(location))).toBe(
    true,
  );

  await page.reload();
  await expect(settings.getByLabel("Weight of link 2")).toHaveValue("3"); // the split reads back as a split
});

// Bug 12 of the dashboard issue: dates are picked from a calendar and written as the app writes
// them ("15 Dec 2026", 24-hour time), not in the browser's US format.
test("the schedule's end comes from a calendar and a 24-hour time", async ({ page }) => {
  await signUpWithCode(page);
  const id = new URL(page.url()).pathname.split("/").pop();
  const settings = page.locator("form", { has: page.getByRole("button", { name: "Save smart settings" }) });
  await settings.getByRole("button", { name: "Ends", exact: true }).click();
  const calendar = page.getByRole("dialog", { name: "Choose a date" });
  await calendar.getByRole("button", { name: /next month/i }).click();
  const day = await calendar.locator("[data-day$='-15']").getAttribute("data-day");
  await calendar.locator(`[data-day="${day}"] button`).click();
  await expect(calendar).toBeHidden();
  const written = new Intl.DateTimeFormat("en-GB", {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${day}T00:00:00Z`));
  await expect(settings.getByRole("button", { name: "Ends", exact: true })).toHaveText(written);
  await settings.getByRole("textbox", { name: "Time (24-hour)" }).nth(1).fill("18:30");
  await settings.getByRole("button", { name: "Save smart settings" }).click();
  await expect(settings.getByText("Saved. The next scan follows the new settings.")).toBeVisible();
  const expected = await page.evaluate((local) => new Date(local).toISOString(), `${day}T18:30`);
  const code = (await (await page.request.get(`/api/v1/qrcodes/${id}`)).json()) as { expiresAt: string };
  expect(code.expiresAt).toBe(expected);
  await page.screenshot(shot("smart-04-calendar"));
});
