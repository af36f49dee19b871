import { expect, test } from "@playwright/test";
import { DESKTOP, expectAccessible, PHONE, signUp } from "./a11y-helpers";
import { expectNoSidewaysScroll } from "../helpers/layout";

// The print check in a code's download panel: width, distance and dpi in, the verdict in words and
// the code at its printed size out.

test("the print check's verdict follows the width, at 1280 and 390 px", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signUp(page, "print-check");
  const made = await page.request.post("/api/v1/qrcodes", {
    data: { content: "https://example.com/table-card", name: "Table card", templateId: "default" },
  });
  expect(made.status()).toBe(201);
  const { id } = (await made.json()) as { id: string };

  await page.goto(`/dashboard/codes/${id}`);
  const panel = page.getByRole("region", { name: "Print" });
  const verdict = panel.getByTestId("print-verdict");
  await expect(verdict).toContainText("Fine up to 0.3 m away");

  // Read from 2.5 m: 30 mm is too small, and the verdict says how wide to print.
  await panel.getByLabel("Distance (m)").fill("2.5");
  await expect(verdict).toContainText("Too small: print at least 250 mm wide");
  await expect(panel.getByTestId("print-warnings")).toContainText("to be read from 2.5 m");
  await panel.scrollIntoViewIfNeeded();
  await page.screenshot({ path: "e2e/screenshots/print-check-too-small-1280.png" });

  await panel.getByLabel("Width (mm)").fill("250");
  await expect(verdict).toContainText("Fine up to 2.5 m away");
  await panel.getByLabel("Width (mm)").fill("40");
  await expect(verdict).toContainText("Too small: print at least 250 mm wide");
  await panel.getByLabel("Distance (m)").fill("0.4");
  await expect(verdict).toContainText("Fine up to 0.4 m away");

  // The preview is as wide as the print: 40 mm at CSS's 96 px per inch.
  const preview = panel.getByTestId("print-preview");
  await expect
    .poll(() => preview.evaluate((img) => img.getBoundingClientRect().width))
    .toBeCloseTo((40 / 25.4) * 96, 0);

  // A value out of range names itself instead of a verdict.
  await panel.getByLabel("Width (mm)").fill("3");
  await expect(verdict).toContainText("Width: Must be at least 5 mm");
  await expect(panel.getByLabel("Width (mm)")).toHaveAttribute("aria-invalid", "true");
  await panel.getByLabel("Width (mm)").fill("40");
  await expect(verdict).toContainText("Fine up to 0.4 m away");

  await panel.scrollIntoViewIfNeeded();
  await page.screenshot({ path: "e2e/screenshots/print-check-1280.png", fullPage: true });
  await expectAccessible(page, "print-check");

  await page.setViewportSize(PHONE);
  await page.reload();
  await expect(page.getByRole("region", { name: "Print" }).getByTestId("print-verdict")).toContainText("Fine up to");
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: "e2e/screenshots/print-check-390.png", fullPage: true });
});
