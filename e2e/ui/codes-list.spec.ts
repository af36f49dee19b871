import { expect, type Page, test } from "@playwright/test";
import { unzipSync } from "fflate";
import { DESKTOP, PHONE, signUp } from "./a11y-helpers";
import { expectNoSidewaysScroll } from "../helpers/layout";

// The codes list: thumbnails, short links with copy, sorting, search as you type, page
// size, tags with a filter, row actions and bulk download / expire / delete.

const shot = (name: string) => ({ path: `test-results/screenshots/${name}.png`, fullPage: true });

async function seed(page: Page) {
  const ids: Record<string, string> = {};
  for (const [label, body] of [
    ["menu", { content: "https://cafe.example/menu", name: "Café menu", tags: ["print", "café"] }],
    ["flyer", { content: "https://cafe.example/flyer", name: "Summer flyer", tags: ["print"] }],
    ["note", { content: "Thanks for visiting", mode: "STATIC", name: "Table note" }],
  ] as const) {
    const answer = await page.request.post("/api/v1/qrcodes", { data: body });
    expect(answer.status()).toBe(201);
    ids[label] = ((await answer.json()) as { id: string }).id;
  }
  return ids;
}

const statusOf = async (page: Page, id: string) =>
  ((await (await page.request.get(`/api/v1/qrcodes/${id}`)).json()) as { status: string }).status;

test("the codes list: thumbnails, search as you type, tags, sorting, row menu and bulk actions", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signUp(page, "list");
  const ids = await seed(page);
  await page.goto("/dashboard/codes");
  const table = page.getByRole("table");
  await expect(table.getByRole("row")).toHaveCount(4);
  // Each row has its image drawn with the page, and the short link of dynamic codes.
  expect(await table.locator("img[src^='data:image/png']").count()).toBe(3);
  await expect(table.getByRole("row").filter({ hasText: "Café menu" })).toContainText(/\/s\/\w+/);
  await expect(table.getByRole("link", { name: "#café" })).toBeVisible();
  await page.screenshot(shot("codes-list-01-desktop"));

  // Search as you type: no button, the URL follows.
  await page.getByRole("searchbox", { name: "Search codes" }).pressSequentially("flyer", { delay: 40 });
  await expect(page).toHaveURL(/q=flyer/);
  await expect(table.getByRole("row")).toHaveCount(2);
  await expect(page.getByRole("searchbox", { name: "Search codes" })).toBeFocused();
  await page.getByRole("link", { name: "Clear filters" }).click();
  await expect(page.getByRole("searchbox", { name: "Search codes" })).toHaveValue("");

  // Tag filter from the select (with counts) and from a chip.
  await expect(page.getByLabel("Tag").locator("option")).toHaveText(["All tags", "#print (2)", "#café (1)"]);
  await page.getByLabel("Tag").selectOption("print");
  await expect(page).toHaveURL(/tag=print/);
  await expect(table.getByRole("row")).toHaveCount(3);
  await page.goto("/dashboard/codes");

  // Sorting by name through the column header, then reversed.
  await page.getByRole("link", { name: /^Sort by code/ }).click();
  await expect(page).toHaveURL(/sort=name/);
  await expect(table.getByRole("row").nth(1)).toContainText("Café menu");
  await page.getByRole("link", { name: /^Sort by code/ }).click();
  await expect(page).toHaveURL(/sort=-name/);
  await expect(table.getByRole("row").nth(1)).toContainText("Table note");
  await expect(page.getByRole("columnheader", { name: /Sort by code/ })).toHaveAttribute("aria-sort", "descending");

  // Bulk: select two, download them as one ZIP named after the codes.
  await page.getByRole("checkbox", { name: "Select Café menu" }).check();
  await page.getByRole("checkbox", { name: "Select Summer flyer" }).check();
  await expect(page.getByRole("region", { name: "Selected codes" })).toContainText("2 selected");
  await page.screenshot(shot("codes-list-02-selected"));
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download PNG (ZIP)" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("codebeam-codes-png.zip");
  const archive = unzipSync(new Uint8Array(await (await import("node:fs/promises")).readFile(await download.path())));
  expect(Object.keys(archive).sort()).toEqual(["cafe-menu.png", "summer-flyer.png"]);

  // Bulk expire asks first, then both are expired.
  await page.getByRole("button", { name: "Expire…" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("Expire 2 codes?");
  await dialog.getByRole("button", { name: "Expire", exact: true }).click();
  await expect(dialog).toBeHidden();
  expect(await statusOf(page, ids.menu)).toBe("EXPIRED");
  expect(await statusOf(page, ids.flyer)).toBe("EXPIRED");
  await expect(page.getByRole("region", { name: "Selected codes" })).toBeHidden();

  // The row menu opens above the page: on the last row of a short list every item shows and takes
  // the click itself (inside the table's card it was cut off after the first item).
  await page.getByRole("link", { name: /^Sort by code/ }).click();
  await expect(table.getByRole("row").last()).toContainText("Table note");
  const menuButton = page.getByRole("button", { name: "Actions for Table note" });
  await menuButton.click();
  const items = page.getByRole("menu").getByRole("menuitem");
  await expect(items).toHaveText([
    "Open and statistics",
    "Quick edit…",
    "Download PNG",
    "Download SVG",
    "Download PDF (print)",
    "Delete…",
  ]);
  const hidden = await items.evaluateAll((elements) =>
    elements
      .filter((element) => {
        const box = element.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return !(hit && element.contains(hit)) || box.bottom > window.innerHeight || box.top < 0;
      })
      .map((element) => element.textContent),
  );
  expect(hidden).toEqual([]);
  await page.screenshot(shot("codes-list-02b-row-menu"));
  await page.keyboard.press("Escape");
  // Scrolling under the sticky header, a row's checkbox and menu button stay beneath it: their
  // stacking level is below the header's (they shared it, and the later in the page won).
  const levels = await page.evaluate(() => {
    const level = (element: Element | null) => Number.parseInt(getComputedStyle(element!).zIndex, 10);
    const row = document.querySelector("tbody tr")!;
    return {
      header: level(document.querySelector("header")),
      row: [row.querySelector("input[type=checkbox]"), row.querySelector("[aria-haspopup=menu]")!.parentElement].map(
        level,
      ),
    };
  });
  for (const level of levels.row) expect(level).toBeLessThan(levels.header);

  // The row menu: keyboard reachable, Escape closes it; Delete asks first.
  await menuButton.click();
  await expect(page.getByRole("menuitem", { name: "Download SVG" })).toBeVisible();
  const [pdf] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("menuitem", { name: "Download PDF (print)" }).click(),
  ]);
  expect(pdf.suggestedFilename()).toBe("table-note.pdf");
  await menuButton.click();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("menu")).toBeHidden();
  await expect(menuButton).toBeFocused();
  await menuButton.click();
  await page.getByRole("menuitem", { name: "Delete…" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete", exact: true }).click();
  await expect(table.getByRole("row")).toHaveCount(3);
  expect((await page.request.get(`/api/v1/qrcodes/${ids.note}`)).status()).toBe(404);
});

test("the codes list on a phone: cards with thumbnails and tags, page size choice, no sideways scroll", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await signUp(page, "list-phone");
  await seed(page);
  await page.goto("/dashboard/codes");
  const cards = page.getByRole("list", { name: "Codes" }).getByRole("listitem");
  await expect(cards).toHaveCount(3);
  expect(await cards.locator("img[src^='data:image/png']").count()).toBe(3);
  await page.getByLabel("Codes per page").selectOption("25");
  await expect(page).toHaveURL(/size=25/);
  await page.screenshot(shot("codes-list-03-phone"));
  await expectNoSidewaysScroll(page);
});
