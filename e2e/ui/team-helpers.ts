import { type Browser, expect, type Page } from "@playwright/test";
import { DESKTOP } from "./a11y-helpers";

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

/** Signs a new person up on `page` and waits for the dashboard. */
export async function signUpAt(page: Page, name: string, email: string) {
  await page.goto("/signup");
  await fillSignUp(page, name, email);
  await expect(page).toHaveURL(/\/dashboard/, { timeout: 30_000 });
}

/** A second person, in a new desktop browser context, invited as VIEWER into the workspace `page` is signed in to. */
export async function joinAsViewer(page: Page, browser: Browser, name: string) {
  const workspace = ((await (await page.request.get("/api/v1/workspaces")).json()) as { data: { id: string }[] })
    .data[0];
  const email = uniqueEmail("viewer");
  const invited = await page.request.post(`/api/v1/workspaces/${workspace.id}/invitations`, {
    data: { email, role: "VIEWER" },
  });
  expect(invited.status()).toBe(201);
  const link = new URL(((await invited.json()) as { url: string }).url);
  const context = await browser.newContext({ viewport: DESKTOP });
  const viewer = await context.newPage();
  await signUpAt(viewer, name, email);
  await viewer.goto(`${link.pathname}${link.search}`);
  await viewer.getByRole("button", { name: "Join workspace" }).click();
  return { viewer, context };
}
