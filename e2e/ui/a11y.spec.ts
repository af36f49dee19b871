import { expect, test } from "@playwright/test";
import { DESKTOP, expectAccessible, PHONE, seedCodes, signUp } from "./a11y-helpers";

// Every page and opened dialog or menu, at both sizes, signed out and
// in, with zero axe violations of any impact. Screenshots land in e2e/screenshots (gitignored).
for (const [size, viewport] of [
  ["desktop", DESKTOP],
  ["phone", PHONE],
] as const) {
  test.describe(`axe tour at ${size} ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test("signed out", async ({ page }) => {
      for (const [name, path] of [
        ["home", "/"],
        ["signin", "/signin"],
        ["signup", "/signup"],
        ["forgot-password", "/forgot-password"],
        ["reset-password", "/reset-password?token=not-a-real-token"],
        ["reset-password-no-token", "/reset-password"],
        ["confirm-email", "/confirm-email?token=not-a-real-token"],
        ["unknown-url", "/no-such-page"],
      ] as const) {
        await page.goto(path);
        await expectAccessible(page, `out-${name}`);
      }
      // A refused sign-in shows its messages; those must pass too.
      await page.goto("/signin");
      await page.getByRole("button", { name: "Sign in" }).click();
      await expectAccessible(page, "out-signin-refused");
    });

    test("signed in", async ({ page }) => {
      // A bound on a hang, not an expectation: some 30 pages and their dialogs, each checked by axe,
      // take 2–3 minutes on two cores alone, several times that beside CI's PostgreSQL pass.
      test.setTimeout(720_000);
      await signUp(page, size);
      const { dynamicId, staticId } = await seedCodes(page);
      const hook = await page.request.post("/api/v1/webhooks", {
        data: { url: "http://127.0.0.1:9/hook", events: ["scan.created"] },
      });
      expect(hook.status()).toBe(201);
      const hookId = ((await hook.json()) as { id: string }).id;

      const pages = [
        ["overview", "/dashboard"],
        ["codes", "/dashboard/codes"],
        ["stats", "/dashboard/stats"],
        ["codes-new", "/dashboard/codes/new"],
        ["codes-batch", "/dashboard/codes/batch"],
        ["code-dynamic", `/dashboard/codes/${dynamicId}`],
        ["code-static", `/dashboard/codes/${staticId}`],
        ["code-design", `/dashboard/codes/${dynamicId}/design`],
        ["code-missing", "/dashboard/codes/no-such-code"],
        ["ai-art", "/dashboard/ai"],
        ["templates", "/dashboard/templates"],
        ["keys", "/dashboard/keys"],
        ["webhooks", "/dashboard/webhooks"],
        ["webhook", `/dashboard/webhooks/${hookId}`],
        ["webhook-missing", "/dashboard/webhooks/no-such-hook"],
        ["domains", "/dashboard/domains"],
        ["imports", "/dashboard/imports"],
        ["credits", "/dashboard/credits"],
        ["api", "/dashboard/api"],
        ["settings", "/dashboard/settings"],
        ["home-signed-in", "/"],
        ["signout", "/signout"],
      ] as const;
      for (const [name, path] of pages) {
        await page.goto(path);
        await expect(page.locator("h1").first()).toBeVisible();
        await expectAccessible(page, `in-${name}`);
      }

      // Opened states: the delete dialog, the expire confirmation, a refused form and (phone) the menu.
      await page.goto(`/dashboard/codes/${dynamicId}`);
      await page.getByRole("button", { name: "Delete", exact: true }).click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await expectAccessible(page, "in-code-delete-dialog");
      await page.keyboard.press("Escape");

      await page.goto("/dashboard/keys");
      await page.getByRole("button", { name: "Create key" }).click();
      await expect(page.getByLabel("Key name")).toBeFocused();
      await expectAccessible(page, "in-keys-refused");

      if (size === "phone") {
        await page.goto("/dashboard");
        await page.getByRole("button", { name: "Open menu" }).click();
        await expect(page.locator("#mobile-nav")).toBeVisible();
        await expectAccessible(page, "in-menu-open");
      }
    });
  });
}
