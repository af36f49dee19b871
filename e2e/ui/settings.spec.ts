import { type Browser, expect, type Page, test } from "@playwright/test";
import { DESKTOP, expectAccessible, PHONE } from "./a11y-helpers";

// Settings: change the name, change the password (the other browser is signed out), sign out
// everywhere else, sign one session out, delete the account. Two browser contexts are two devices.

const shot = (page: Page, name: string) => page.screenshot({ path: `e2e/screenshots/${name}.png`, fullPage: true });

async function signIn(page: Page, email: string, password: string) {
  await page.goto("/signin");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/dashboard/);
}

async function expectSignedOut(page: Page) {
  await page.goto("/dashboard/settings");
  await expect(page).toHaveURL(/\/signin/);
}

async function secondDevice(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport, baseURL: test.info().project.use.baseURL });
  return context.newPage();
}

const sessionItems = (page: Page) => page.getByRole("list", { name: "Sessions" }).getByRole("listitem");

for (const [size, viewport] of [
  ["desktop", DESKTOP],
  ["phone", PHONE],
] as const) {
  test(`settings flows at ${size} ${viewport.width}×${viewport.height}`, async ({ page, browser }) => {
    test.setTimeout(240_000);
    await page.setViewportSize(viewport);
    const email = `settings-${size}-${Date.now()}@example.test`;
    let password = "first-password-1";
    await page.goto("/signup");
    await page.getByLabel("Name").fill("Settings Tester");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page).toHaveURL(/\/dashboard/, { timeout: 30_000 }); // the first request of a cold server is slow

    // The page is in the navigation.
    if (size === "phone") await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("navigation").getByRole("link", { name: "Settings" }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();

    // Change the name.
    await page.getByLabel("Name").fill("Renamed Person");
    await page.getByRole("button", { name: "Save profile" }).click();
    await expect(page.getByText("Saved.")).toBeVisible();
    await page.reload();
    await expect(page.getByLabel("Name")).toHaveValue("Renamed Person");
    if (size === "desktop") await expect(page.getByRole("banner").getByText("Renamed Person")).toBeVisible();

    // A second device signs in: two sessions, this one marked.
    const other = await secondDevice(browser, viewport);
    await signIn(other, email, password);
    await page.reload();
    await expect(sessionItems(page)).toHaveCount(2);
    await expect(page.getByText("This browser", { exact: true })).toHaveCount(1);
    await shot(page, `settings-${size}-light`);
    await expectAccessible(page, `settings-${size}`);

    // A wrong current password is refused beside its field; the right one signs the other device out.
    await page.getByLabel("Current password").fill("not the password");
    await page.getByLabel("New password", { exact: true }).fill("second-password-2");
    await page.getByLabel("Repeat the new password").fill("second-password-2");
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByText("The current password is not right.")).toBeVisible();
    await page.getByLabel("Current password").fill(password);
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByText("Password changed. 1 other session was signed out.")).toBeVisible();
    password = "second-password-2";
    await expectSignedOut(other);
    await expect(sessionItems(page)).toHaveCount(1);

    // Sign out everywhere else.
    await signIn(other, email, password);
    await page.reload();
    await expect(sessionItems(page)).toHaveCount(2);
    await page.getByRole("button", { name: "Sign out everywhere else" }).click();
    await expect(page.getByText("Signed out 1 session.")).toBeVisible();
    await expect(sessionItems(page)).toHaveCount(1);
    await expectSignedOut(other);

    // Sign one session out.
    await signIn(other, email, password);
    await page.reload();
    await sessionItems(page)
      .filter({ hasNot: page.getByText("This browser", { exact: true }) })
      .getByRole("button", { name: /^Sign out/ })
      .click();
    await expect(page.getByText("Signed out 1 session.")).toBeVisible();
    await expectSignedOut(other);
    await page.goto("/dashboard/settings");
    await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible(); // this one stays

    // Dark, before the account goes.
    await page.emulateMedia({ colorScheme: "dark" });
    await page.reload();
    await shot(page, `settings-${size}-dark`);
    await expectAccessible(page, `settings-${size}-dark`);
    await page.emulateMedia({ colorScheme: "light" });

    // Delete the account: the wrong password is refused, the right one deletes and signs out.
    await expect(page.getByText("Every code is deleted")).toBeVisible();
    await page.getByLabel("Type your password to confirm").fill("not the password");
    await page.getByRole("button", { name: "Delete account and all its data" }).click();
    await expect(page.getByText("The current password is not right.")).toBeVisible();
    await page.getByLabel("Type your password to confirm").fill(password);
    await page.getByRole("button", { name: "Delete account and all its data" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expectSignedOut(page);
    await page.goto("/signin");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByText("Invalid email or password.")).toBeVisible();
    await other.context().close();
  });
}
