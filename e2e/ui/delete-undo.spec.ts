import { expect, type Page, test } from "@playwright/test";
import { DESKTOP, PHONE, signUp } from "./a11y-helpers";

// Deleting a code says so in a toast with Undo; the delete is soft, so Undo restores the code with
// the status it had and its short link works again.

const shot = (name: string) => ({ path: `test-results/screenshots/${name}.png` });

async function create(page: Page, name: string) {
  const answer = await page.request.post("/api/v1/qrcodes", { data: { content: "https://cafe.example/menu", name } });
  expect(answer.status()).toBe(201);
  return (await answer.json()) as { id: string; shortLink: string };
}

const statusOf = async (page: Page, id: string) => (await page.request.get(`/api/v1/qrcodes/${id}`)).status();

for (const [label, size] of [
  ["desktop", DESKTOP],
  ["phone", PHONE],
] as const) {
  test(`delete from the code's page, then Undo from the toast (${label})`, async ({ page }) => {
    await page.setViewportSize(size);
    await signUp(page, `undo-${label}`);
    const code = await create(page, "Café menu");
    await page.goto(`/dashboard/codes/${code.id}`);
    await page.getByRole("button", { name: "Delete", exact: true }).click();
    await expect(page.getByRole("dialog")).toContainText("You can undo this right after");
    await page.getByRole("button", { name: "Delete code" }).click();

    await expect(page).toHaveURL(/\/dashboard\/codes([?&]workspace=[\w-]+)?$/);
    const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Deleted “Café menu”" });
    await expect(toast).toBeVisible();
    expect(await statusOf(page, code.id)).toBe(404);
    await page.screenshot(shot(`delete-undo-toast-${label}`));

    await toast.getByRole("button", { name: "Undo" }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/codes/${code.id}([?&]workspace=[\\w-]+)?$`));
    await expect(page.getByRole("heading", { name: "Café menu" })).toBeVisible();
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Restored “Café menu”" })).toBeVisible();
    expect(await statusOf(page, code.id)).toBe(200);
    const link = await page.request.get(code.shortLink, { maxRedirects: 0 });
    expect(link.status()).toBe(302);
  });
}

test("delete from the list's row menu, then Undo brings the row back", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signUp(page, "undo-list");
  const code = await create(page, "Summer flyer");
  await create(page, "Table note");
  await page.goto("/dashboard/codes");
  const table = page.getByRole("table");
  await expect(table.getByRole("row")).toHaveCount(3);
  await table
    .getByRole("row")
    .filter({ hasText: "Summer flyer" })
    .getByRole("button", { name: /actions/i })
    .click();
  await page.getByRole("menuitem", { name: /Delete/ }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await expect(table.getByRole("row")).toHaveCount(2);
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Deleted “Summer flyer”" });
  await toast.getByRole("button", { name: "Undo" }).click();
  await expect(table.getByRole("row")).toHaveCount(3);
  await expect(table.getByRole("row").filter({ hasText: "Summer flyer" })).toBeVisible();
  expect(await statusOf(page, code.id)).toBe(200);
});
