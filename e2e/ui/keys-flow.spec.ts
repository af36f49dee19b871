import { expect, test } from "@playwright/test";
import { expectNoSidewaysScroll } from "../helpers/layout";

const shot = (name: string) => ({ path: `test-results/screenshots/${name}.png`, fullPage: true });

// The path: sign up → sign in → create a key (shown once, then masked) → call the API with
// it → revoke → 401.
test("sign-up, sign-in, create a key, use it, revoke it", async ({ page, request }) => {
  const email = `flow-${Date.now()}@example.test`;
  const password = "a-long-password";

  await page.goto("/signup");
  await page.getByLabel("Name").fill("Flow Tester");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.screenshot(shot("01-signup"));
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/dashboard/);

  // Sign out, then sign in again with a wrong and then the right password.
  await page.goto("/signout");
  await page.getByRole("button", { name: /sign out/i }).click();
  await expect(page).toHaveURL(/\/$|\/signin/);
  await page.goto("/signin");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Invalid email or password.")).toBeVisible();
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page.getByText("100", { exact: false }).first()).toBeVisible();
  await page.screenshot(shot("02-dashboard"));

  await page.goto("/dashboard/keys");
  await page.getByLabel("Key name").fill("e2e key");
  await page.getByLabel("qrcode:generate").check();
  await page.getByRole("button", { name: "Create key" }).click();
  const shown = page.getByTestId("new-api-key");
  await expect(shown).toHaveText(/^cb_sk_[0-9A-Za-z]{32,}$/);
  const key = (await shown.textContent())!.trim();
  await page.screenshot(shot("03-key-shown-once"));

  await page.reload();
  await expect(page.getByTestId("new-api-key")).toHaveCount(0);
  await expect(page.getByText(`cb_sk_••••${key.slice(-4)}`)).toBeVisible();
  await expect(page.getByText(key)).toHaveCount(0);
  await expect(page.getByText("Created by Flow Tester")).toBeVisible();
  await page.screenshot(shot("04-key-masked"));

  const ok = await request.get("/api/v1/credits/balance", { headers: { authorization: `Bearer ${key}` } });
  expect(ok.status()).toBe(200);
  expect((await ok.json()).balance).toBe(100);
  const legacy = await request.get("/api/v1/credits/balance", { headers: { "cb-api-key": key } });
  expect(legacy.status()).toBe(200);

  await page.getByRole("button", { name: "Revoke", exact: true }).click();
  await page.getByRole("button", { name: "Revoke key" }).click();
  await expect(page.getByText("Revoked").first()).toBeVisible();
  await page.screenshot(shot("05-key-revoked"));

  const revoked = await request.get("/api/v1/credits/balance", { headers: { authorization: `Bearer ${key}` } });
  expect(revoked.status()).toBe(401);
  expect(await revoked.json()).toMatchObject({ error: "Unauthorized" });
});

test("the dashboard and credits pages at phone width", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const email = `phone-${Date.now()}@example.test`;
  await page.goto("/signup");
  await page.getByLabel("Name").fill("Phone User");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("a-long-password");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto("/dashboard/credits");
  await expect(page.getByText("Starting credits").first()).toBeVisible();
  await page.screenshot(shot("06-credits-phone"));
  await expectNoSidewaysScroll(page);
});
