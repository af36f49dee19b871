import { expect, type Page, test } from "@playwright/test";
import { axeViolations, DESKTOP, PHONE, signUp } from "./a11y-helpers";

// Issue 30 §2, the forms' walk-through: every error sits on its field in plain words, banners go
// when nothing is left to fix, limits are said before they bite, and a choice that cannot work is
// not offered.

// Four screenshots and two axe runs a test, on a machine shared with other suites.
test.describe.configure({ timeout: 180_000 });

/** The page at both sizes, light and dark, under e2e/screenshots/ (looked at by hand); axe finds nothing in either theme. */
async function screenshots(page: Page, name: string) {
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const [label, size] of [
      ["desktop", DESKTOP],
      ["phone", PHONE],
    ] as const) {
      await page.setViewportSize(size);
      await page.evaluate(() => window.scrollTo(0, 0)); // the sticky header then sits at the top of the picture
      await page.screenshot({ path: `e2e/screenshots/forms-${name}-${label}-${scheme}.png`, fullPage: true });
    }
    expect.soft(await axeViolations(page), `axe on ${name} in ${scheme}`).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: "light" });
  await page.setViewportSize(DESKTOP);
}

async function newDynamicCode(page: Page, targetUrl = "https://example.com/menu"): Promise<string> {
  const made = await page.request.post("/api/v1/qrcodes", {
    data: { content: targetUrl, mode: "DYNAMIC", name: "Table card" },
  });
  expect(made.status()).toBe(201);
  const { id } = (await made.json()) as { id: string };
  await page.goto(`/dashboard/codes/${id}`);
  return id;
}

const smartForm = (page: Page) =>
  page.locator("form", { has: page.getByRole("button", { name: "Save smart settings" }) });

// Issue 30 §2, item 1.
test("smart settings: UTM, rule and fallback errors sit on their fields, in plain words", async ({ page }) => {
  await signUp(page, "smart-errors");
  await newDynamicCode(page);
  const settings = smartForm(page);

  // Source alone: the form says what else it needs, on those fields, without a request.
  await settings.getByLabel("Source").fill("poster");
  await settings.getByRole("button", { name: "Save smart settings" }).click();
  await expect(settings.getByLabel("Campaign")).toHaveAccessibleDescription("Campaign is required when Source is set.");
  await expect(settings.getByLabel("Medium")).toHaveAccessibleDescription("Medium is required when Source is set.");
  await expect(settings.getByLabel("Campaign")).toHaveAttribute("aria-invalid", "true");
  await settings.getByLabel("Medium").fill("qr");
  await settings.getByLabel("Campaign").fill("spring");

  // The server's errors: each on its control, none in the validator's words.
  await settings.getByRole("button", { name: "Add a rule" }).click();
  await settings.getByLabel("When").selectOption("device");
  await settings.getByLabel("Values").fill("phone");
  await settings.getByLabel("Send to").fill("htp:/bad url");
  await settings.getByLabel("After it ends, send visitors to").fill("nowhere");
  await settings.getByRole("button", { name: "Save smart settings" }).click();
  await expect(settings.getByLabel("Values")).toHaveAccessibleDescription(
    "Rule 1, condition 1: choose a device type: mobile, tablet, desktop or other.",
  );
  await expect(settings.getByLabel("Send to")).toHaveAccessibleDescription(
    "Rule 1: Send to must be a web address starting with http:// or https://.",
  );
  await expect(settings.getByLabel("After it ends, send visitors to")).toHaveAccessibleDescription(
    "Enter a web address starting with http:// or https://.",
  );
  await expect(settings.getByText("Check the fields marked in red.")).toBeVisible();
  await expect(settings).not.toContainText("rules[0]");
  await expect(settings).not.toContainText("Invalid option");
  await expect(settings).not.toContainText("Invalid request");
  await screenshots(page, "smart-errors");

  await settings.getByLabel("Values").fill("mobile");
  await settings.getByLabel("Send to").fill("https://example.com/phone");
  await settings.getByLabel("After it ends, send visitors to").fill("");
  await settings.getByRole("button", { name: "Save smart settings" }).click();
  await expect(settings.getByText("Saved. The next scan follows the new settings.")).toBeVisible();
});

// Issue 30 §2, item 2.
test("new code: “Check the fields marked in red” goes once no field is in error", async ({ page }) => {
  await signUp(page, "new-code");
  await page.goto("/dashboard/codes/new");
  const content = page.getByRole("textbox", { name: "Content" });
  await content.fill("plain words");
  await page.getByRole("radio", { name: "Dynamic" }).check();
  await page.getByRole("button", { name: "Create code" }).click();
  await expect(page.getByText("Check the fields marked in red.")).toBeVisible();
  await content.fill("https://example.com/fixed");
  await expect(page.getByText("Check the fields marked in red.")).toHaveCount(0);
});

// Issue 30 §2, item 3.
test("rename caps the name at 200 characters and counts as you type", async ({ page }) => {
  await signUp(page, "rename");
  await newDynamicCode(page);
  await page.getByRole("button", { name: "Rename", exact: true }).click();
  const name = page.getByRole("textbox", { name: "Name" });
  await name.fill("");
  await name.pressSequentially("x".repeat(205));
  await expect(name).toHaveValue("x".repeat(200));
  await expect(page.getByText("200 / 200 characters")).toBeVisible();
  await screenshots(page, "rename");
});

// Issue 30 §2, item 4.
test("a target that is no web address is said plainly, under its field", async ({ page }) => {
  await signUp(page, "target-words");
  await newDynamicCode(page);
  await page.getByRole("button", { name: "Change target" }).click();
  await page.getByRole("textbox", { name: "Target URL" }).fill("htp:/bad url");
  await page.getByRole("button", { name: "Save target" }).click();
  await expect(page.getByRole("textbox", { name: "Target URL" })).toHaveAccessibleDescription(
    "Enter a web address starting with http:// or https://.",
  );
});

// Issue 30 §2, item 5.
test("the public generator's Link tab warns when the text is no web address, and still encodes it", async ({
  page,
}) => {
  await page.goto("/");
  const content = page.getByRole("textbox", { name: "Content" });
  await content.fill("htp:/bad url");
  await expect(content).toHaveAccessibleDescription(/does not look like a web address/);
  // Encoding any text stays allowed: the preview draws it.
  await expect(page.getByRole("img", { name: "QR code preview" })).toHaveAttribute("data-current", "true");
  await screenshots(page, "generator-not-a-link");
  await content.fill("https://example.com/menu");
  await expect(page.getByText(/does not look like a web address/)).toHaveCount(0);
  await page.getByRole("radio", { name: "Text", exact: true }).check();
  await content.fill("htp:/bad url");
  await expect(page.getByText(/does not look like a web address/)).toHaveCount(0);
});

// Issue 30 §2, item 6.
test("smart settings say that a target's own utm_ parameter wins over the form's", async ({ page }) => {
  await signUp(page, "utm-wins");
  await newDynamicCode(page, "https://example.com/menu?utm_source=mail");
  const settings = smartForm(page);
  await expect(settings.getByLabel("Source")).toHaveAccessibleDescription(
    "The target link already has utm_source=mail: visitors to it get that one, not this.",
  );
  await expect(settings.getByText(/A parameter a link already has wins/)).toBeVisible();
  await screenshots(page, "utm-wins");
});

// Issue 30 §2, item 7.
test("new code: Contact and Wi-Fi cannot be dynamic, and say why", async ({ page }) => {
  await signUp(page, "static-only");
  await page.goto("/dashboard/codes/new");
  for (const kind of ["Contact", "Wi-Fi"]) {
    await page.getByRole("radio", { name: kind, exact: true }).check();
    await expect(page.getByRole("radio", { name: "Dynamic" })).toBeDisabled();
    await expect(page.getByRole("radio", { name: "Static" })).toBeChecked();
    await expect(page.getByRole("radio", { name: "Dynamic" })).toHaveAccessibleDescription(
      /only a static code can hold it/,
    );
    await expect(page.getByTestId("cost-notice")).toContainText("Free");
  }
  await screenshots(page, "new-code-contact");
  await page.getByRole("radio", { name: "Link", exact: true }).check();
  await expect(page.getByRole("radio", { name: "Dynamic" })).toBeEnabled();
});

// Issue 30 §2, item 8.
test("the credits page says how to get more credits", async ({ page }) => {
  await signUp(page, "credits");
  await page.goto("/dashboard/credits");
  const more = page.getByRole("region", { name: "Getting more credits" });
  await expect(more).toContainText("administrator");
  await expect(more).toContainText("credits:grant");
  await screenshots(page, "credits");
});
