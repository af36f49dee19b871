import { type Browser, expect, type Page, test } from "@playwright/test";
import { fillSignUp, ownerWithTeamCode, uniqueEmail } from "./team-helpers";
import { DESKTOP, expectAccessible, PHONE } from "./a11y-helpers";

// The Members and Audit log pages of a team of two: the owner invites with the keyboard only, the
// invited viewer joins from a second browser, both see the team's code, the owner makes the viewer
// an editor, and the audit log shows it. Each page state is checked with axe at 1280 and 390 px.

const signUp = fillSignUp;

/** axe and a screenshot at both widths, back at the desktop size afterwards. */
async function checkBothWidths(page: Page, name: string) {
  await expectAccessible(page, name);
  await page.setViewportSize(PHONE);
  await expectAccessible(page, name);
  await page.setViewportSize(DESKTOP);
}

/** The invited person opens the link in their own browser, creates an account from it and joins. */
async function acceptInBrowser(browser: Browser, url: string, email: string) {
  const link = new URL(url);
  const context = await browser.newContext({ viewport: DESKTOP });
  const guest = await context.newPage();
  await guest.goto(`${link.pathname}${link.search}`);
  await guest.getByRole("link", { name: "create an account" }).click();
  await signUp(guest, "Invited viewer", email);
  await expect(guest).toHaveURL(/\/invite\?token=/, { timeout: 30_000 });
  await guest.getByRole("button", { name: "Join workspace" }).click();
  await expect(guest).toHaveURL(/\/dashboard/);
  return { context, guest };
}

test("members: invite by keyboard, join, change a role, read the audit log; a viewer sees why controls are missing", async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  await ownerWithTeamCode(page);

  await page.goto("/dashboard/members");
  await expect(page).toHaveURL(/workspace=/);
  await expect(page.getByRole("heading", { name: "Members", level: 1 })).toBeVisible();
  await expect(page.getByRole("listitem", { name: "Team owner" }).getByText("You")).toBeVisible();

  // Keyboard only: type the address, Tab to the role, arrow to Viewer, Tab to the button, Enter.
  const invitee = uniqueEmail("invitee");
  await page.getByLabel("Email address").focus();
  await page.keyboard.type(invitee);
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Role", { exact: true })).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(page.getByLabel("Role", { exact: true })).toHaveValue("VIEWER");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Send invitation" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: `Invited ${invitee} as viewer` })).toBeFocused();
  const url = await page.getByLabel("Invitation link").inputValue();
  expect(url).toContain("/invite?token=");
  await expect(page.getByRole("listitem", { name: invitee })).toContainText("Viewer");
  await checkBothWidths(page, "members-owner");

  const { context, guest } = await acceptInBrowser(browser, url, invitee);
  await guest.goto("/dashboard/codes");
  await expect(guest.getByText("Team menu").filter({ visible: true }).first()).toBeVisible();
  await guest.goto("/dashboard/members");
  await expect(guest.getByText("Only admins and owners can invite people.")).toBeVisible();
  await expect(guest.getByRole("button", { name: "Send invitation" })).toHaveCount(0);
  await expect(guest.getByRole("main").getByRole("combobox")).toHaveCount(0);
  await checkBothWidths(guest, "members-viewer");
  await guest.goto("/dashboard/audit");
  await expect(guest.getByRole("heading", { name: "Only admins and owners can see the audit log" })).toBeVisible();
  await checkBothWidths(guest, "audit-viewer");

  await page.goto("/dashboard/codes");
  await expect(page.getByText("Team menu").filter({ visible: true }).first()).toBeVisible();
  await page.goto("/dashboard/members");
  const row = page.getByRole("listitem", { name: "Invited viewer" });
  await expect(row).toContainText(invitee);
  await expect(page.getByRole("listitem", { name: invitee })).toHaveCount(0); // accepted: no longer pending
  await row.getByLabel("Role of Invited viewer").selectOption("EDITOR");
  await row.getByRole("button", { name: "Save Invited viewer's role" }).click();
  await expect(page.getByText("Invited viewer is now editor")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Role of Invited viewer")).toHaveValue("EDITOR");

  // The last owner cannot leave: the API's message, shown as it is.
  await page.getByRole("button", { name: "Leave workspace" }).click();
  const leave = page.getByRole("dialog");
  await leave.getByRole("button", { name: "Leave workspace" }).click();
  await expect(leave.getByRole("alert")).toContainText("at least one OWNER");
  await leave.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("button", { name: "Leave workspace" })).toBeFocused();

  await page.goto("/dashboard/audit");
  const rows = page.getByTestId("audit-row");
  await expect(rows.filter({ hasText: "Changed a member's role" })).toContainText("Viewer → Editor");
  await expect(rows.filter({ hasText: "Invited someone" })).toContainText(invitee);
  await expect(rows.filter({ hasText: "Joined by invitation" })).toHaveCount(1);
  await checkBothWidths(page, "audit-owner");
  await page.getByLabel("Action", { exact: true }).selectOption("member.role_changed");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/action=member\.role_changed/);
  await expect(page).toHaveURL(/workspace=/);
  await expect(rows).toHaveCount(1);

  // The editor leaves: a full load of the dashboard, in a workspace they still have.
  await guest.goto("/dashboard/members");
  await guest.getByRole("button", { name: "Leave workspace" }).click();
  await guest.getByRole("dialog").getByRole("button", { name: "Leave workspace" }).click();
  await expect(guest).toHaveURL(/\/dashboard\?workspace=/);
  await guest.goto("/dashboard/codes");
  await expect(guest.getByText("Team menu")).toHaveCount(0);
  await context.close();
});

test("members: an admin grants only editor and viewer; the owner renames, revokes, and cannot delete their only workspace", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await page.goto("/signup");
  await signUp(page, "Second owner", uniqueEmail("owner2"));
  await expect(page).toHaveURL(/\/dashboard/, { timeout: 30_000 });
  await page.goto("/dashboard/members");

  // Rename in place, by keyboard: the switcher follows.
  await page.getByRole("button", { name: "Rename" }).click();
  await expect(page.getByLabel("Workspace name")).toBeFocused();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("Launch team");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Launch team", level: 2 })).toBeVisible();
  await expect(page.getByRole("button", { name: "Rename" })).toBeFocused();
  await expect(page.getByRole("button", { name: /Workspace: Launch team/ }).first()).toBeAttached();

  const adminEmail = uniqueEmail("admin");
  await page.getByLabel("Email address").fill(adminEmail);
  await page.getByLabel("Role", { exact: true }).selectOption("ADMIN");
  await page.getByRole("button", { name: "Send invitation" }).click();
  const url = await page.getByLabel("Invitation link").inputValue();

  // A second invitation, revoked: it leaves the pending list.
  const gone = uniqueEmail("gone");
  await page.getByRole("button", { name: "Done" }).click();
  await expect(page.getByLabel("Email address")).toBeFocused();
  await page.getByLabel("Email address").fill(gone);
  await page.getByRole("button", { name: "Send invitation" }).click();
  await page.getByRole("button", { name: `Revoke the invitation for ${gone}` }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Revoke invitation" }).click();
  await expect(page.getByRole("listitem", { name: gone })).toHaveCount(0);
  await expect(page.getByLabel("Invitation link")).toHaveCount(0);

  // The only workspace cannot be deleted: the API's message in the dialog.
  await page.getByRole("button", { name: "Delete workspace" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete “Launch team”?" });
  await dialog.getByLabel("Type “Launch team” to confirm").fill("Launch team");
  await checkBothWidths(page, "members-delete-dialog");
  await dialog.getByRole("button", { name: "Delete workspace" }).click();
  await expect(dialog.getByRole("alert")).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("button", { name: "Delete workspace" })).toBeFocused();

  const { context, guest } = await acceptInBrowser(browser, url, adminEmail);
  await guest.goto("/dashboard/members");
  const roles = guest.getByLabel("Role", { exact: true }).locator("option");
  await expect(roles).toHaveText(["Editor", "Viewer"]);
  await expect(guest.getByText("Admins invite editors and viewers")).toBeVisible();
  const ownerRow = guest.getByRole("listitem", { name: "Second owner" });
  await expect(ownerRow.getByRole("combobox")).toHaveCount(0);
  await expect(ownerRow.getByRole("button", { name: "Remove Second owner" })).toHaveCount(0);
  await expect(guest.getByRole("button", { name: "Delete workspace" })).toHaveCount(0);
  await checkBothWidths(guest, "members-admin");
  await guest.goto("/dashboard/audit");
  await expect(guest.getByTestId("audit-row").filter({ hasText: "Renamed the workspace" })).toContainText(
    "Launch team",
  );
  await expect(guest.getByTestId("audit-row").filter({ hasText: "Revoked an invitation" })).toHaveCount(1);
  await context.close();
});
