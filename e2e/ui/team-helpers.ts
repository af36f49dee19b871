import { expect, type Page } from "@playwright/test";

// Sign-up for the team specs (invitation, members, workspace-roles): each person a new address.

export const PASSWORD = "a-long-password";

export const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;

/** Fills and sends the sign-up form the page shows. */
export async function fillSignUp(page: Page, name: string, email: string) {
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
}

/** A new owner, signed in on `page`, whose workspace holds one static code named "Team menu". */
export async function ownerWithTeamCode(page: Page) {
  await page.goto("/signup");
  await fillSignUp(page, "Team owner", uniqueEmail("owner"));
  await expect(page).toHaveURL(/\/dashboard/, { timeout: 30_000 });
  const code = await page.request.post("/api/v1/qrcodes", {
    data: { content: "https://example.com/team-menu", mode: "STATIC", name: "Team menu" },
  });
  expect(code.status()).toBe(201);
}
