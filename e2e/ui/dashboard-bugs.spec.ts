import { expect, test } from "@playwright/test";
import { seedCodes, signUp } from "./a11y-helpers";

// Bugs a walk-through found: each test failed on the code before its fix.

test("bug 2: signing in returns to the page that asked for it, and with its path in callbackUrl", async ({ page }) => {
  await signUp(page, "return");
  const { dynamicId } = await seedCodes(page);
  await page.goto("/signout");
  await page.getByRole("button", { name: /sign out/i }).click();
  await expect(page).toHaveURL(/\/$|\/signin/);

  await page.goto(`/dashboard/codes/${dynamicId}`);
  await expect(page).toHaveURL(
    new RegExp(`/signin\\?callbackUrl=${encodeURIComponent(`/dashboard/codes/${dynamicId}`)}`),
  );
});

test("bug 2: the return address survives the sign-in form", async ({ page }) => {
  const email = `return-${Date.now()}@example.test`;
  expect(
    (
      await page.request.post("/api/account/signup", { data: { name: "Return", email, password: "a-long-password" } })
    ).status(),
  ).toBe(201);
  await page.goto("/dashboard/keys");
  await expect(page).toHaveURL(/\/signin\?callbackUrl=%2Fdashboard%2Fkeys/);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("a-long-password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/dashboard\/keys([?&]workspace=[\w-]+)?$/);
});

test("bug 4: Expire asks first; cancelling keeps the short link working", async ({ page }) => {
  await signUp(page, "expire");
  const { dynamicId } = await seedCodes(page);
  await page.goto(`/dashboard/codes/${dynamicId}`);
  await page.getByRole("button", { name: "Expire", exact: true }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("stops working");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  const detail = await page.request.get(`/api/v1/qrcodes/${dynamicId}`);
  expect(((await detail.json()) as { status: string }).status).toBe("READY");

  await page.getByRole("button", { name: "Expire", exact: true }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Expire code" }).click();
  await expect(page.getByRole("button", { name: "Reactivate" })).toBeVisible();
  const after = await page.request.get(`/api/v1/qrcodes/${dynamicId}`);
  expect(((await after.json()) as { status: string }).status).toBe("EXPIRED");
});

test("bug 11: unknown URLs get the branded 404 page with status 404", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Codebeam" })).toBeVisible();
  await expect(page).toHaveTitle(/Page not found/);
});

test("bug 11: an unknown code or webhook id is a not-found page with an h1 and HTTP status 404", async ({ page }) => {
  await signUp(page, "missing");
  const code = await page.goto("/dashboard/codes/no-such-code");
  expect(code?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Code not found" })).toBeVisible();
  expect((await page.goto("/dashboard/codes/cabcdefghijklmnopqrstuvw"))?.status()).toBe(404); // well-formed, but no such code
  expect((await page.goto("/dashboard/webhooks/no-such-hook"))?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect((await page.goto("/dashboard/codes"))?.status()).toBe(200);
});

test("bug 11: an empty sign-in names the missing field and focuses it", async ({ page }) => {
  await page.goto("/signin");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Enter your email address.")).toBeVisible();
  await expect(page.getByLabel("Email")).toBeFocused();
  await page.getByLabel("Email").fill("someone@example.test");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Enter your password.")).toBeVisible();
  await expect(page.getByLabel("Password")).toBeFocused();
  await expect(page.getByText("Invalid email or password.")).toHaveCount(0);
});

test("bug 3: Use on the Templates page stays in the dashboard, and the generator saves to my codes", async ({
  page,
}) => {
  await signUp(page, "templates");
  await page.goto("/dashboard/templates");
  await page.getByRole("link", { name: /^Call Now/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/codes\/new\?template=utility-call-now([?&]workspace=[\w-]+)?$/);
  await expect(page.getByRole("radio", { name: "Call Now" })).toBeChecked();

  await page.goto("/");
  await page.getByRole("textbox", { name: "Content" }).fill("https://example.com/spring");
  await page.getByRole("link", { name: "Save to my codes" }).click();
  await expect(page).toHaveURL(/\/dashboard\/codes\/new\?content=https%3A%2F%2Fexample\.com%2Fspring/);
  await expect(page.getByRole("textbox", { name: "Content" })).toHaveValue("https://example.com/spring");
});

test("bug 12: ledger reasons are plain words and each charge links to its code", async ({ page }) => {
  await signUp(page, "ledger");
  await page.goto("/dashboard/codes/new");
  await page.getByRole("textbox", { name: "Content" }).fill("https://example.com/ledger");
  await page.getByRole("radio", { name: "Dynamic" }).check();
  await page.getByRole("textbox", { name: "Name", exact: true }).fill("Shop window");
  await page.getByRole("button", { name: "Create code" }).click();
  await expect(page.getByRole("heading", { name: "Shop window" })).toBeVisible();
  await page.goto("/dashboard/credits");
  await expect(page.getByRole("cell", { name: "Dynamic code created" })).toBeVisible();
  await expect(page.getByRole("cell", { name: "Starting credits" })).toBeVisible();
  await expect(page.getByText("Qrcode.create")).toHaveCount(0);
  await page.getByRole("link", { name: "Shop window" }).click();
  await expect(page.getByRole("heading", { name: "Shop window" })).toBeVisible();
});

test("bug 6: batch import checks every row before Create and prices only the valid ones", async ({ page }) => {
  await signUp(page, "batch");
  await page.goto("/dashboard/codes/batch");
  await page
    .getByLabel("CSV", { exact: true })
    .fill(
      [
        "content,mode,name,templateId",
        "https://example.com/ok,DYNAMIC,Fine,",
        "not a link,DYNAMIC,No URL,",
        "https://example.com/typo,DYNMIC,Typo,",
        "https://example.com/tpl,,Bad template,no-such-template",
        "plain text,STATIC,Static,",
      ].join("\n"),
    );
  const table = page.getByTestId("batch-table").locator("table"); // the desktop table (the phone list is hidden)
  await expect(table.getByText("A dynamic code needs a link starting with http:// or https://.").first()).toBeVisible();
  await expect(table.getByText("Mode “DYNMIC” is not DYNAMIC or STATIC.").first()).toBeVisible();
  await expect(table.getByText("There is no template called “no-such-template”.").first()).toBeVisible();
  await expect(page.getByText(/5 rows: 1 dynamic \(10 credits of your 100\), 1 static .*, 3 to fix\./)).toBeVisible();
  await expect(page.getByRole("button", { name: "Create 5 codes" })).toBeDisabled();
  await expect(page.getByText("Fix the 3 rows marked in red first.")).toBeVisible();
});

test("bug 7: a code that cannot be made cannot be created or downloaded, and the size box keeps to the limits", async ({
  page,
}) => {
  await page.goto("/");
  await page.getByRole("textbox", { name: "Content" }).fill("https://example.com/size");
  await page.getByLabel("Size in pixels").fill("5000");
  await expect(page.getByText(/Choose a size from 64 to 1,000 px/)).toBeVisible();
  await page.getByRole("textbox", { name: "Foreground colour (hex)" }).fill("#eeeeee");
  await expect(page.locator("#generator").getByRole("alert")).toContainText("These colours will not scan");
  await expect(page.getByRole("button", { name: "Download PNG" })).toBeDisabled();

  await signUp(page, "too-long");
  await page.goto("/dashboard/codes/new");
  await page.getByRole("textbox", { name: "Content" }).fill("x".repeat(2100));
  await page.getByRole("radio", { name: "Static" }).check();
  await expect(page.getByRole("button", { name: "Create code" })).toBeDisabled();
  await expect(page.getByText("Fix what the preview says before creating the code.")).toBeVisible();
});
