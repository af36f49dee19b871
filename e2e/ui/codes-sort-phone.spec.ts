import { expect, test } from "@playwright/test";
import { PHONE, signUp } from "./a11y-helpers";
import { expectNoSidewaysScroll } from "../helpers/layout";

// On a phone the table (and its sorting headers) is hidden: a "Sort by" select offers the same
// orders and keeps them in the same URL parameter as the headers.

test("the phone codes list sorts through a select that keeps the order in the URL", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signUp(page, "sort-phone");
  for (const name of ["Banana stand", "Apple cart", "Cherry kiosk"]) {
    const made = await page.request.post("/api/v1/qrcodes", {
      data: { content: `https://market.example/${name.length}`, mode: "STATIC", name },
    });
    expect(made.status()).toBe(201);
  }
  await page.goto("/dashboard/codes");
  const names = page.getByRole("list", { name: "Codes" }).getByRole("listitem").getByRole("link");
  await expect(names).toHaveText(["Cherry kiosk", "Apple cart", "Banana stand"]); // newest first

  const sort = page.getByRole("combobox", { name: "Sort by" });
  await expect(sort).toBeVisible();
  await expect(sort.locator("option")).toHaveText([
    "Newest first",
    "Oldest first",
    "Name A–Z",
    "Name Z–A",
    "Most scans",
    "Fewest scans",
  ]);
  await sort.selectOption({ label: "Name A–Z" });
  await expect(page).toHaveURL(/sort=name(&|$)/);
  await expect(names).toHaveText(["Apple cart", "Banana stand", "Cherry kiosk"]);
  await sort.selectOption({ label: "Name Z–A" });
  await expect(page).toHaveURL(/sort=-name/);
  await expect(names).toHaveText(["Cherry kiosk", "Banana stand", "Apple cart"]);
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: "e2e/screenshots/390-codes-sort.png", fullPage: true });

  // The order a header link set shows in the select, and a filter keeps it.
  await page.goto("/dashboard/codes?sort=createdAt");
  await expect(page.getByRole("combobox", { name: "Sort by" })).toHaveValue("createdAt");
  await expect(names).toHaveText(["Banana stand", "Apple cart", "Cherry kiosk"]);
  await page.getByLabel("Status").selectOption("READY");
  await expect(page).toHaveURL(/status=READY/);
  await expect(page).toHaveURL(/sort=createdAt/);
});
