import { expect, type Page, test } from "@playwright/test";
import { axeViolations, DESKTOP, PHONE, signUp } from "./a11y-helpers";
import { expectNoSidewaysScroll } from "../helpers/layout";

// Issue 30 §4, the codes list for daily work: destination and 7-day sparkline per row, search over
// destination and short code, quick edit (row menu and `e`), `/` and `c`, the ⌘K / Ctrl-K palette,
// coloured tags with autocomplete, and bulk tag changes.

const PHONE_UA =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `e2e/screenshots/${page.viewportSize()?.width}-codes-daily-${name}.png`, fullPage: true });

async function seed(page: Page) {
  const made: Record<string, { id: string; shortLink?: string }> = {};
  for (const [label, body] of [
    ["menu", { content: "https://cafe.example/menu/today?lang=en", name: "Café menu", tags: ["print", "café"] }],
    ["flyer", { content: "https://www.cafe.example/flyer", name: "Summer flyer", tags: ["print"] }],
    ["note", { content: "Thanks for visiting", mode: "STATIC", name: "Table note" }],
  ] as const) {
    const answer = await page.request.post("/api/v1/qrcodes", { data: body });
    expect(answer.status()).toBe(201);
    made[label] = (await answer.json()) as { id: string; shortLink?: string };
  }
  const scan = await page.request.get(made.menu.shortLink!, { headers: { "user-agent": PHONE_UA }, maxRedirects: 0 });
  expect(scan.status()).toBe(302);
  return made;
}

const tagsOf = async (page: Page, id: string) =>
  ((await (await page.request.get(`/api/v1/qrcodes/${id}`)).json()) as { tags: string[] }).tags;

async function expectClean(page: Page, label: string) {
  expect.soft(await axeViolations(page), `axe: ${label}`).toEqual([]);
}

test("desktop: destination, sparkline, search, quick edit, shortcuts, palette, tags", async ({ page, context }) => {
  test.setTimeout(240_000);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.setViewportSize(DESKTOP);
  await signUp(page, "daily");
  const made = await seed(page);
  await page.goto("/dashboard/codes");
  const table = page.getByRole("table");
  const menuRow = table.getByRole("row").filter({ hasText: "Café menu" });

  // Where each code points now (domain in full, path shortened), and its scans of the last 7 days.
  await expect(table.getByRole("columnheader", { name: "Destination" })).toBeVisible();
  await expect(menuRow).toContainText("cafe.example/menu/today?lang=en");
  await expect(table.getByRole("row").filter({ hasText: "Summer flyer" })).toContainText("cafe.example/flyer");
  await expect(table.getByRole("row").filter({ hasText: "Table note" })).toContainText("Encoded directly");
  await expect(
    menuRow.getByRole("img", { name: /^1 scan in the last 7 days, by day: 0, 0, 0, 0, 0, 0, 1$/ }),
  ).toBeVisible();
  await expect(
    table
      .getByRole("row")
      .filter({ hasText: "Summer flyer" })
      .getByRole("img", { name: /^0 scans/ }),
  ).toBeVisible();
  // Tags have their own colours (the same tag, the same colour).
  const hue = (name: string) =>
    page
      .getByRole("link", { name })
      .first()
      .evaluate((chip) => getComputedStyle(chip).backgroundColor);
  expect(await hue("#print")).not.toBe(await hue("#café"));
  await shot(page, "01-list");

  // `/` focuses the search; typed keys then go into it, never to the shortcuts.
  const search = page.getByRole("searchbox", { name: "Search codes" });
  await page.getByRole("heading", { name: "Codes" }).click();
  await page.keyboard.press("/");
  await expect(search).toBeFocused();
  await page.keyboard.type("cafe.example/fl", { delay: 30 });
  await expect(page).toHaveURL(/q=cafe\.example%2Ffl|q=cafe.example\/fl/);
  await expect(table.getByRole("row")).toHaveCount(2);
  await expect(search).toHaveValue("cafe.example/fl");
  await search.fill("");
  // A short code finds its code too.
  const code = made.flyer.shortLink!.split("/").pop()!;
  await search.fill(code);
  await expect(page).toHaveURL(new RegExp(`q=${code}`));
  await expect(table.getByRole("row")).toHaveCount(2);
  await search.fill("");
  await expect(table.getByRole("row")).toHaveCount(4);

  // `e` on the focused row opens the quick edit: name, destination and tags (autocomplete).
  await page.getByRole("checkbox", { name: "Select Summer flyer" }).focus();
  await page.keyboard.press("e");
  const dialog = page.getByRole("dialog", { name: "Quick edit: Summer flyer" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Name")).toBeFocused();
  await dialog.getByLabel("Name").fill("Lunch flyer");
  await dialog.getByLabel("Destination").fill("https://cafe.example/lunch");
  const tagBox = dialog.getByRole("combobox", { name: "Tags" });
  await tagBox.fill("ca");
  await expect(dialog.getByRole("option")).toHaveText(["#café"]);
  await tagBox.press("ArrowDown");
  await expect(dialog.getByRole("option", { name: "#café" })).toHaveAttribute("aria-selected", "true");
  await tagBox.press("Enter");
  await expect(dialog.getByRole("button", { name: "Remove tag café" })).toBeVisible();
  await tagBox.fill("window");
  await tagBox.press("Enter");
  await expectClean(page, "quick edit open");
  await shot(page, "02-quick-edit");
  await dialog.getByRole("button", { name: "Save changes" }).click();
  await expect(dialog).toBeHidden();
  const flyerRow = table.getByRole("row").filter({ hasText: "Lunch flyer" });
  await expect(flyerRow).toContainText("cafe.example/lunch");
  await expect(flyerRow.getByRole("link", { name: "#window" })).toBeVisible();
  expect(await tagsOf(page, made.flyer.id)).toEqual(["print", "café", "window"]);
  await expect(page.getByRole("checkbox", { name: "Select Lunch flyer" })).toBeFocused();

  // A bad destination is refused in the dialog, naming the field; nothing changes.
  await page.keyboard.press("e");
  const again = page.getByRole("dialog", { name: "Quick edit: Lunch flyer" });
  await again.getByLabel("Destination").fill("ftp://x");
  await again.getByRole("button", { name: "Save changes" }).click();
  await expect(again.getByLabel("Destination")).toHaveAttribute("aria-invalid", "true");
  await page.keyboard.press("Escape");
  await expect(again).toBeHidden();
  await expect(flyerRow).toContainText("cafe.example/lunch");

  // From the row menu; a static code changes only its tags. Escape closes, focus goes back.
  const noteMenu = page.getByRole("button", { name: "Actions for Table note" });
  await noteMenu.click();
  await page.getByRole("menuitem", { name: "Quick edit…" }).click();
  const noteDialog = page.getByRole("dialog", { name: "Quick edit: Table note" });
  await expect(noteDialog).toContainText("only its tags change");
  await expect(noteDialog.getByLabel("Name")).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(noteDialog).toBeHidden();
  await expect(noteMenu).toBeFocused();

  // The palette: Ctrl-K opens it, arrows move through the options, Enter runs one.
  await page.keyboard.press("Control+k");
  const palette = page.getByRole("dialog", { name: "Command palette" });
  await expect(palette).toBeVisible();
  const box = palette.getByRole("combobox");
  await expect(box).toBeFocused();
  const options = palette.getByRole("option");
  await expect(options.first()).toHaveAttribute("aria-selected", "true");
  await box.press("ArrowUp"); // wraps to the last
  await expect(options.last()).toHaveAttribute("aria-selected", "true");
  await box.press("ArrowDown");
  await expect(options.first()).toHaveAttribute("aria-selected", "true");
  await box.fill("lunch");
  await expect(options).toHaveText([/Open Lunch flyer/, /Copy link of Lunch flyer/]);
  await expectClean(page, "palette open");
  await shot(page, "03-palette");
  await box.press("ArrowDown");
  await expect(options.nth(1)).toHaveAttribute("aria-selected", "true");
  await box.press("Enter");
  await expect(palette).toBeHidden();
  await expect(page.getByText("Link copied.")).toBeAttached();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(made.flyer.shortLink);
  // Escape closes it and focus returns to what had it.
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(palette).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(palette).toBeHidden();
  await expect(page.getByRole("button", { name: "Search", exact: true })).toBeFocused();
  await page.keyboard.press("Control+k");
  await palette.getByRole("combobox").fill("webh");
  await expect(options).toHaveText([/Go to Webhooks/]);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/dashboard\/webhooks([?&]workspace=[\w-]+)?$/);

  // `c` creates a code, but not while typing in the search box.
  await page.goto("/dashboard/codes");
  await search.click();
  await page.keyboard.type("c");
  await expect(search).toHaveValue("c");
  await expect(page).toHaveURL(/\/dashboard\/codes\?(.*&)?q=c(&.*)?$/);
  // Leaving the box at once, before the search's pause in typing is over, applies it then: the
  // navigation `c` starts next is not undone by a search landing after it.
  await search.fill("");
  await page.getByRole("heading", { name: "Codes" }).click();
  await page.keyboard.press("c");
  await expect(page).toHaveURL(/\/dashboard\/codes\/new([?&]workspace=[\w-]+)?$/);
  await page.waitForTimeout(600); // longer than the search's pause: nothing may take the page back
  await expect(page).toHaveURL(/\/dashboard\/codes\/new([?&]workspace=[\w-]+)?$/);

  // Bulk: add a tag to two codes and remove one from both, in one change.
  await page.goto("/dashboard/codes");
  await page.getByRole("checkbox", { name: "Select Café menu" }).check();
  await page.getByRole("checkbox", { name: "Select Lunch flyer" }).check();
  await page.getByRole("button", { name: "Tags…" }).click();
  const bulk = page.getByRole("dialog", { name: "Tags of 2 codes" });
  await bulk.getByRole("combobox", { name: "Add tags" }).fill("summer");
  await bulk.getByRole("combobox", { name: "Add tags" }).press("Enter");
  await bulk.getByRole("combobox", { name: "Remove tags" }).fill("pri");
  await expect(bulk.getByRole("option")).toHaveText(["#print"]);
  await bulk.getByRole("combobox", { name: "Remove tags" }).press("Enter");
  await expectClean(page, "bulk tags open");
  await shot(page, "04-bulk-tags");
  await bulk.getByRole("button", { name: "Change 2 codes" }).click();
  await expect(bulk).toBeHidden();
  await expect(page.getByRole("region", { name: "Selected codes" })).toBeHidden();
  expect(await tagsOf(page, made.menu.id)).toEqual(["café", "summer"]);
  expect(await tagsOf(page, made.flyer.id)).toEqual(["café", "window", "summer"]);
  await expect(menuRow.getByRole("link", { name: "#summer" })).toBeVisible();
  await expectClean(page, "list");

  await page.emulateMedia({ colorScheme: "dark" });
  await page.reload();
  await shot(page, "05-list-dark");
  await expectClean(page, "list, dark");
  await page.getByRole("checkbox", { name: "Select Café menu" }).focus();
  await page.keyboard.press("e");
  await shot(page, "06-quick-edit-dark");
  await page.keyboard.press("Escape");
  await page.keyboard.press("Control+k");
  await page.getByRole("dialog", { name: "Command palette" }).getByRole("combobox").fill("menu");
  await expect(page.getByRole("option", { name: /Open Café menu/ })).toBeVisible();
  await shot(page, "07-palette-dark");
});

test("phone: cards with destination and sparkline, quick edit from the card, palette from the header", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize(PHONE);
  await signUp(page, "daily-phone");
  await seed(page);
  await page.goto("/dashboard/codes");
  const cards = page.getByRole("list", { name: "Codes" }).getByRole("listitem");
  const menuCard = cards.filter({ hasText: "Café menu" });
  await expect(menuCard).toContainText("cafe.example/menu/today?lang=en");
  await expect(menuCard.getByRole("img", { name: /^1 scan in the last 7 days/ })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await shot(page, "11-phone");
  await expectClean(page, "phone list");

  await menuCard.getByRole("button", { name: "Quick edit Café menu" }).click();
  const dialog = page.getByRole("dialog", { name: "Quick edit: Café menu" });
  await dialog.getByLabel("Name").fill("Café menu (autumn)");
  await shot(page, "12-phone-quick-edit");
  await dialog.getByRole("button", { name: "Save changes" }).click();
  await expect(dialog).toBeHidden();
  await expect(cards.filter({ hasText: "Café menu (autumn)" })).toHaveCount(1);

  await page.getByRole("button", { name: "Search", exact: true }).click();
  const palette = page.getByRole("dialog", { name: "Command palette" });
  await palette.getByRole("combobox").fill("autumn");
  await expect(palette.getByRole("option", { name: /Open Café menu \(autumn\)/ })).toBeVisible();
  await shot(page, "13-phone-palette");
  await expectClean(page, "phone palette");
  await palette.getByRole("option", { name: /Open Café menu \(autumn\)/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/codes\/c\w+([?&]workspace=[\w-]+)?$/);

  await page.emulateMedia({ colorScheme: "dark" });
  await page.goto("/dashboard/codes");
  await shot(page, "14-phone-dark");
  await expectClean(page, "phone list, dark");
});
