import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { DESKTOP, expectAccessible, PHONE, signUp } from "./a11y-helpers";
import { expectNoSidewaysScroll } from "../helpers/layout";

// Print sheet: two codes selected on the codes list, laid out on a label sheet with a preview of
// page 1, and downloaded as one PDF.

const shot = (name: string) => ({ path: `e2e/screenshots/${name}.png`, fullPage: true });

test("selected codes printed on a label sheet: preset, preview, a layout that does not fit, the PDF", async ({
  page,
}) => {
  // A hang bound: an axe check, two screenshots and two PDFs took 9 s alone, over 60 s beside CI's passes.
  test.setTimeout(150_000);
  await page.setViewportSize(DESKTOP);
  await signUp(page, "print-sheet");
  for (const [name, content] of [
    ["Table 1", "https://example.com/menu?table=1"],
    ["Table 2", "https://example.com/menu?table=2"],
  ]) {
    const made = await page.request.post("/api/v1/qrcodes", {
      data: { content, name, tags: ["menu"], templateId: "default" },
    });
    expect(made.status()).toBe(201);
  }
  await page.goto("/dashboard/codes?tag=menu");
  await page.getByRole("checkbox", { name: "Select Table 1" }).check();
  await page.getByRole("checkbox", { name: "Select Table 2" }).check();
  await page.getByRole("button", { name: "Print sheet…" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: "Print 2 codes on a sheet" })).toBeVisible();
  const preview = dialog.getByTestId("sheet-preview");
  await expect(preview).toHaveAttribute("aria-label", "Page 1: 2 of 15 places filled");

  await dialog.getByLabel("Label sheet").selectOption("L7160");
  await expect(preview).toHaveAttribute("aria-label", "Page 1: 2 of 21 places filled");
  await expect(dialog.getByText("21 codes a page")).toBeVisible();
  await expect(dialog.getByLabel("Code width (mm)")).toHaveAttribute("placeholder", "30");
  await expect(preview.locator("text")).toHaveText(["Table 2", "Table 1"]);
  await expectAccessible(page, "print-sheet-dialog");
  await page.screenshot(shot("print-sheet-1280"));

  // Nine 30 mm columns do not fit on the sheet: said at once, and the PDF is not asked for.
  await dialog.getByLabel("Columns").fill("9");
  await expect(dialog.getByTestId("layout-error")).toContainText("(columns)");
  await expect(dialog.getByTestId("layout-error")).toContainText("too wide");
  await dialog.getByLabel("Columns").fill("");
  await expect(preview).toBeVisible();

  await page.setViewportSize(PHONE);
  await expect(preview).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.screenshot(shot("print-sheet-390"));
  await page.setViewportSize(DESKTOP);

  // The selection, then (the list being filtered by a tag) every code carrying the tag.
  for (const codes of ["The 2 selected", "Every code tagged #menu"]) {
    await dialog.getByRole("radio", { name: codes }).check();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      dialog.getByRole("button", { name: "Download PDF" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("codebeam-sheet.pdf");
    const bytes = await readFile(await download.path());
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    await expect(dialog.getByRole("alert")).toHaveCount(0);
  }
});
