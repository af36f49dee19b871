import { type Browser, expect, type Page, test } from "@playwright/test";
import { joinAsViewer, signUpAt, uniqueEmail } from "./team-helpers";
import { expectAccessible, PHONE } from "./a11y-helpers";

// A viewer in a shared workspace: the switcher names it and the role, the URL carries it (a link an
// owner copies opens the same page for them), and nothing they may not do is offered.

/** The owner's workspace with one dynamic code, and a second person who joined it as VIEWER. */
async function teamWithViewer(page: Page, browser: Browser) {
  await signUpAt(page, "Acme owner", uniqueEmail("owner"));
  const made = await page.request.post("/api/v1/qrcodes", {
    data: { content: "https://example.com/acme-menu", mode: "DYNAMIC", name: "Acme menu" },
  });
  expect(made.status()).toBe(201);
  const codeId = ((await made.json()) as { id: string }).id;
  const { viewer, context } = await joinAsViewer(page, browser, "Vera Viewer");
  await expect(viewer).toHaveURL(/\/dashboard\?workspace=acme-owner-[0-9a-f]{8}$/);
  return { codeId, viewer, context };
}

test("a viewer sees the team's code but is offered no change, and a copied link opens the same workspace", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const { codeId, viewer, context } = await teamWithViewer(page, browser);

  // The switcher names the workspace and the role; the menu has no pages the role may not open.
  const switcher = viewer.getByRole("button", { name: /Workspace: Acme owner/ });
  await expect(switcher).toContainText("Viewer");
  const menu = viewer.getByRole("navigation", { name: "Dashboard" });
  await expect(menu.getByRole("link", { name: "Members" })).toBeVisible();
  await expect(menu.getByRole("link", { name: "API keys" })).toHaveCount(0);
  await expect(menu.getByRole("link", { name: "Audit log" })).toHaveCount(0);

  await menu.getByRole("link", { name: "Codes" }).click();
  await expect(viewer).toHaveURL(/\/dashboard\/codes\?workspace=acme-owner-/);
  await expect(viewer.getByRole("link", { name: "New code" })).toHaveCount(0);
  await viewer.getByRole("button", { name: "Actions for Acme menu" }).click();
  const actions = viewer.getByRole("menu", { name: "Actions for Acme menu" });
  await expect(actions.getByRole("menuitem", { name: "Download PNG" })).toBeVisible();
  await expect(actions.getByRole("menuitem", { name: /Delete/ })).toHaveCount(0);
  await expect(actions.getByRole("menuitem", { name: /Quick edit/ })).toHaveCount(0);
  await viewer.keyboard.press("Escape");

  // The owner copies the code page's address from their browser; it opens the same page for the viewer.
  await page.goto(`/dashboard/codes/${codeId}`);
  await expect(page).toHaveURL(/\?workspace=acme-owner-/);
  await expect(page.getByRole("button", { name: /^Delete/ })).toBeVisible();
  await viewer.goto(new URL(page.url()).pathname + new URL(page.url()).search);
  await expect(viewer.getByRole("heading", { level: 1, name: "Acme menu" })).toBeVisible();
  await expect(viewer.getByText("You are a viewer in this workspace")).toBeVisible();
  await expect(viewer.getByText(/^Created .* by Acme owner/)).toBeVisible();
  await expect(viewer.getByRole("button", { name: /^Delete/ })).toHaveCount(0);
  await expect(viewer.getByRole("button", { name: "Change target" })).toHaveCount(0);
  // The image comes through ?workspace= (an <img> sends no header).
  const image = viewer.getByRole("img", { name: "QR code of Acme menu" });
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expectAccessible(viewer, "viewer-code");

  // The server refuses what the page does not offer.
  const { data } = (await (await viewer.request.get("/api/v1/workspaces")).json()) as {
    data: { id: string; name: string }[];
  };
  const team = data.find((workspace) => workspace.name === "Acme owner");
  const refused = await viewer.request.delete(`/api/v1/qrcodes/${codeId}`, {
    headers: { "X-Codebeam-Workspace": team?.id ?? "" },
  });
  expect(refused.status()).toBe(403);

  await viewer.goto(`/dashboard/keys?workspace=${new URL(page.url()).searchParams.get("workspace")}`);
  await expect(viewer.getByRole("heading", { name: /Only admins and owners can see and manage/ })).toBeVisible();

  // At phone width the switcher sits in the menu; choosing the personal workspace opens it.
  await viewer.setViewportSize(PHONE);
  await viewer.goto("/dashboard/codes");
  await viewer.getByRole("button", { name: "Open menu" }).click();
  await viewer.getByRole("button", { name: /Workspace: Acme owner/ }).click();
  await expectAccessible(viewer, "switcher-open");
  await viewer.getByRole("link", { name: "Vera Viewer Owner", exact: true }).click();
  await expect(viewer).toHaveURL(/\/dashboard\?workspace=vera-viewer-/);
  await viewer.goto("/dashboard/codes");
  await expect(viewer).toHaveURL(/workspace=vera-viewer-/);
  await expect(viewer.getByText("No saved codes yet")).toBeVisible();
  await context.close();
});

test("a workspace made from the switcher opens at once, empty, with its creator as owner", async ({ page }) => {
  await signUpAt(page, "Solo maker", uniqueEmail("solo"));
  await page.getByRole("button", { name: /Workspace: Solo maker/ }).click();
  await page.getByRole("button", { name: "+ New workspace" }).click();
  await page.getByLabel("Name").fill("Launch team");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/dashboard\?workspace=launch-team-[0-9a-f]{8}$/);
  await expect(page.getByRole("button", { name: /Workspace: Launch team/ })).toContainText("Owner");
});
