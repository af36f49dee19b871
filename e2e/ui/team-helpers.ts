import type { Page } from "@playwright/test";

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
