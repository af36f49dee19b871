import { expect, test } from "@playwright/test";
import { fillSignUp, ownerWithTeamCode, uniqueEmail } from "./team-helpers";
import { DESKTOP, expectAccessible, PHONE } from "./a11y-helpers";

// A team of two: the owner invites a second person, who opens the link in another browser, creates
// an account from it and joins; both then see the same code in their dashboards.

const signUp = fillSignUp;

test("invite a second person: they sign up from the link, join, and see the team's code", async ({ page, browser }) => {
  test.setTimeout(180_000);
  await ownerWithTeamCode(page);
  const workspaces = await (await page.request.get("/api/v1/workspaces")).json();
  const workspaceId = workspaces.data[0].id as string;
  const invitee = uniqueEmail("invitee");
  const invitation = await page.request.post(`/api/v1/workspaces/${workspaceId}/invitations`, {
    data: { email: invitee, role: "VIEWER" },
  });
  expect(invitation.status()).toBe(201);
  const { url } = await invitation.json();
  const link = new URL(url);

  const other = await browser.newContext({ viewport: DESKTOP });
  const guest = await other.newPage();
  await guest.goto(`${link.pathname}${link.search}`);
  await expect(guest.getByRole("heading", { name: "Join Team owner" })).toBeVisible();
  await expect(guest.getByText(invitee).first()).toBeVisible();
  await expectAccessible(guest, "invite-signed-out");
  await guest.setViewportSize(PHONE);
  await expectAccessible(guest, "invite-signed-out");
  await guest.setViewportSize(DESKTOP);

  await guest.getByRole("link", { name: "create an account" }).click();
  await expect(guest).toHaveURL(/\/signup\?callbackUrl=/);
  await signUp(guest, "Invited viewer", invitee);
  await expect(guest).toHaveURL(/\/invite\?token=/, { timeout: 30_000 });
  // The URL changes before the page arrives (a client navigation): axe waits for it, title and all.
  await expect(guest.getByRole("button", { name: "Join workspace" })).toBeVisible();
  await expect(guest).toHaveTitle(/Join a workspace/);
  await expectAccessible(guest, "invite-signed-in");
  await guest.getByRole("button", { name: "Join workspace" }).click();
  await expect(guest).toHaveURL(/\/dashboard/);
  await guest.goto("/dashboard/codes");
  await expect(guest.getByText("Team menu").filter({ visible: true }).first()).toBeVisible();

  // The link is spent: opening it again says so.
  await guest.goto(`${link.pathname}${link.search}`);
  await expect(guest.getByText("This invitation was used already.")).toBeVisible();
  await other.close();
});

test("an invitation link for another address says whom it is for", async ({ page, browser }) => {
  await page.goto("/signup");
  await signUp(page, "Inviter", uniqueEmail("inviter"));
  await expect(page).toHaveURL(/\/dashboard/, { timeout: 30_000 });
  const workspaceId = (await (await page.request.get("/api/v1/workspaces")).json()).data[0].id as string;
  const invited = uniqueEmail("someone");
  const { url } = await (
    await page.request.post(`/api/v1/workspaces/${workspaceId}/invitations`, {
      data: { email: invited, role: "EDITOR" },
    })
  ).json();
  const link = new URL(url);
  const other = await browser.newContext({ viewport: DESKTOP });
  const stranger = await other.newPage();
  await stranger.goto("/signup");
  await signUp(stranger, "Stranger", uniqueEmail("stranger"));
  await expect(stranger).toHaveURL(/\/dashboard/, { timeout: 30_000 });
  await stranger.goto(`${link.pathname}${link.search}`);
  await expect(stranger.getByText(`This invitation is for ${invited}`)).toBeVisible();
  await expect(stranger.getByRole("button", { name: "Join workspace" })).toHaveCount(0);
  await other.close();
});
