import { type Browser, expect, type Page, test } from "@playwright/test";
import { type DnsServer, startDnsServer } from "../../tests/helpers/dns-server";
import { expectNoSidewaysScroll } from "../helpers/layout";
import { DESKTOP, expectAccessible, PHONE } from "./a11y-helpers";
import { fillSignUp, uniqueEmail } from "./team-helpers";

// The Domains page: add a branded domain, copy its TXT record, verify (the reason when
// the record is missing), redirects, make default, remove; the code editor's Link section; a
// viewer reads it all and is offered nothing to change. The e2e server asks DNS_SERVERS
// (127.0.0.1:2553, playwright.config.ts), where this file's DNS server answers.

const DNS_PORT = 2553;
const shot = (name: string) => ({ path: `e2e/screenshots/domains-${name}.png`, fullPage: true });
const host = (label: string) => `go-${label}-${Math.random().toString(36).slice(2, 8)}.brand.test`;

let dns: DnsServer;
test.beforeAll(async () => {
  dns = await startDnsServer(DNS_PORT);
});
test.afterAll(async () => {
  await dns.close();
});

async function signUp(page: Page, name: string, email = uniqueEmail("domains")) {
  await page.goto("/signup");
  await fillSignUp(page, name, email);
  await expect(page).toHaveURL(/\/dashboard/, { timeout: 30_000 });
}

async function addDomain(page: Page, hostname: string) {
  await page.getByLabel("Hostname").fill(hostname);
  await page.getByRole("button", { name: "Add domain" }).click();
  const item = page.getByRole("listitem", { name: hostname });
  await expect(item).toBeVisible();
  return item;
}

test("an admin adds a domain, copies its TXT record, verifies it, sets redirects and removes it", async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await signUp(page, "Domains owner");
  await page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Domains" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Domains" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "No branded domains yet" })).toBeVisible();
  await expect(page.getByText("go.brand.com/menu").first()).toBeVisible();
  await page.screenshot(shot("01-empty"));

  // The API's field error shows under the field.
  await page.getByLabel("Hostname").fill("localhost");
  await page.getByRole("button", { name: "Add domain" }).click();
  await expect(page.getByLabel("Hostname")).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("#domain-hostname-error")).not.toBeEmpty();

  const hostname = host("pending");
  const item = await addDomain(page, hostname);
  await expect(page.getByLabel("Hostname")).toHaveValue("");
  await expect(item.getByText("Pending", { exact: true })).toBeVisible();
  const name = `_codebeam.${hostname}`;
  await expect(item.getByText(name, { exact: true })).toBeVisible();
  const value = (await item.locator("code").nth(1).textContent())?.trim() ?? "";
  expect(value).toMatch(/^codebeam-verify=\S+$/);

  await item.getByRole("button", { name: "Copy name" }).click();
  await expect(item.getByText("Copied to the clipboard.")).toBeAttached();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(name);
  await item.getByRole("button", { name: "Copy value" }).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(value);
  await page.screenshot(shot("02-pending"));

  // No record yet: the check says so, and the domain stays pending.
  await item.getByRole("button", { name: "Verify now" }).click();
  await expect(item.getByTestId("domain-check")).toContainText("Not verified yet");
  await expect(item.getByTestId("domain-check")).toContainText(hostname);
  await expect(item.getByText("Pending", { exact: true })).toBeVisible();
  await page.screenshot(shot("03-check-failed"));

  // Redirects: https only.
  await item.getByRole("button", { name: "Edit redirects" }).click();
  await item.getByLabel("Root redirect").fill("http://brand.example");
  await item.getByRole("button", { name: "Save redirects" }).click();
  await expect(item.getByLabel("Root redirect")).toHaveAttribute("aria-invalid", "true");
  await item.getByLabel("Root redirect").fill("https://brand.example/");
  await item.getByRole("button", { name: "Save redirects" }).click();
  await expect(item.getByText("https://brand.example/", { exact: true })).toBeVisible();
  await expectAccessible(page, "domains-pending");

  await page.setViewportSize(PHONE);
  await expectNoSidewaysScroll(page);
  await page.screenshot(shot("04-phone"));
  await page.setViewportSize(DESKTOP);

  await item.getByRole("button", { name: "Remove" }).click();
  const dialog = page.getByRole("dialog", { name: `Remove ${hostname}?` });
  await expect(dialog).toBeVisible();
  await page.screenshot(shot("05-remove"));
  await dialog.getByRole("button", { name: "Remove domain" }).click();
  await expect(item).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "No branded domains yet" })).toBeVisible();
});

test("a verified domain becomes the default, carries new codes' links, moves one and is removed with its codes", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(240_000);
  // Branded links take the install's own scheme (http here; https behind Caddy).
  const branded = (path: string) => `${new URL(baseURL!).protocol}//${hostname}/${path}`;
  await signUp(page, "Brand owner");
  await page.goto("/dashboard/domains");
  const hostname = host("verified");
  const item = await addDomain(page, hostname);
  const value = (await item.locator("code").nth(1).textContent())?.trim() ?? "";
  dns.answers.set(`_codebeam.${hostname}`, { txt: [value] });
  await item.getByRole("button", { name: "Verify now" }).click();
  await expect(item.getByText("Verified", { exact: true })).toBeVisible();
  await expect(item.getByRole("region", { name: "TXT record to set" })).toHaveCount(0);
  await item.getByRole("button", { name: "Make default" }).click();
  await expect(item.getByText("Default", { exact: true })).toBeVisible();
  await expect(item.getByRole("button", { name: "Make default" })).toHaveCount(0);
  await page.screenshot(shot("06-verified"));

  // The editor preselects the default domain; the slug makes the link. First on a phone.
  await page.setViewportSize(PHONE);
  await page.goto("/dashboard/codes/new");
  const link = page.getByRole("group", { name: "Link" });
  await page.getByRole("textbox", { name: "Content" }).fill("https://example.com/spring");
  await link.getByLabel("Slug").fill("spring");
  await expectNoSidewaysScroll(page).catch((error: Error) => expect.soft(error.message).toBe(""));
  await link.scrollIntoViewIfNeeded();
  await page.screenshot({ path: "e2e/screenshots/domains-08-editor-phone.png" });
  await page.setViewportSize(DESKTOP);
  await page.reload();

  await page.getByRole("textbox", { name: "Content" }).fill("https://example.com/spring");
  await page.getByRole("radio", { name: "Dynamic" }).check();
  await expect(link.getByLabel("Domain")).toHaveValue(hostname);
  await link.getByLabel("Slug").fill("-menu");
  await expect(link.getByLabel("Slug")).toHaveAttribute("aria-invalid", "true");
  await link.getByLabel("Domain").selectOption("");
  await expect(link.getByLabel("Slug")).toBeDisabled();
  await expect(link.getByRole("status")).toHaveText(/^http:\/\/127\.0\.0\.1:\d+\/s\/…$/);
  await link.getByLabel("Domain").selectOption(hostname);
  await link.getByLabel("Slug").fill("spring");
  await expect(link.getByRole("status")).toHaveText(branded("spring"));
  await page.screenshot(shot("07-editor"));
  await expectAccessible(page, "domains-editor-link");
  await page.getByRole("textbox", { name: "Name", exact: true }).fill("Spring menu");
  await page.getByRole("button", { name: "Create code" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Spring menu" })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId("short-link")).toHaveText(branded("spring"));

  // The list shows the branded link.
  await page.goto("/dashboard/codes");
  await expect(page.getByTitle(branded("spring"))).toHaveText(`${hostname}/spring`);

  // The code's page moves the link back to the install's address, after the warning.
  await page.getByRole("link", { name: "Spring menu" }).filter({ visible: true }).first().click();
  await page.getByRole("button", { name: "Change link" }).click();
  const form = page.getByRole("form", { name: "Change link" });
  await expect(form.getByLabel("Domain")).toHaveValue(hostname);
  await expect(form.getByLabel("Slug")).toHaveValue("spring");
  await expect(form.getByText("Printed codes keep the old link")).toHaveCount(0);
  await form.getByLabel("Domain").selectOption("");
  await expect(form.getByText("Printed codes keep the old link")).toBeVisible();
  await expect(form.getByText(/90 days/)).toBeVisible();
  await page.screenshot(shot("09-change-link"));
  await expectAccessible(page, "domains-change-link");
  await form.getByRole("button", { name: "Save link" }).click();
  await expect(page.getByTestId("short-link")).toHaveText(/\/s\/[0-9A-Za-z]+$/);

  // A live code on the domain: removing it offers to expire the code.
  const made = await page.request.post("/api/v1/qrcodes", {
    data: { content: "https://example.com/lunch", mode: "DYNAMIC", name: "Lunch", slug: "lunch" },
  });
  expect(made.status(), await made.text()).toBe(201);
  expect(((await made.json()) as { shortLink: string }).shortLink).toBe(branded("lunch"));
  await page.goto("/dashboard/domains");
  await item.getByRole("button", { name: "Remove" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Remove domain" }).click();
  const inUse = page.getByRole("dialog", { name: `${hostname} is in use` });
  await expect(inUse).toBeVisible();
  await page.screenshot({ path: "e2e/screenshots/domains-11-in-use.png" });
  await inUse.getByRole("button", { name: /^Expire \d+ codes? and remove$/ }).click();
  await expect(item).toHaveCount(0);
});

/** The owner's workspace with a pending domain, and a second person who joined it as VIEWER. */
async function viewerOfDomain(page: Page, browser: Browser, hostname: string) {
  await signUp(page, "Team owner");
  const added = await page.request.post("/api/v1/domains", { data: { hostname } });
  expect(added.status()).toBe(201);
  const workspace = ((await (await page.request.get("/api/v1/workspaces")).json()) as { data: { id: string }[] })
    .data[0];
  const email = uniqueEmail("viewer");
  const invited = await page.request.post(`/api/v1/workspaces/${workspace.id}/invitations`, {
    data: { email, role: "VIEWER" },
  });
  expect(invited.status()).toBe(201);
  const url = new URL(((await invited.json()) as { url: string }).url);
  const context = await browser.newContext({ viewport: PHONE });
  const viewer = await context.newPage();
  await signUp(viewer, "Vera Viewer", email);
  await viewer.goto(`${url.pathname}${url.search}`);
  await viewer.getByRole("button", { name: "Join workspace" }).click();
  await expect(viewer).toHaveURL(/\/dashboard\?workspace=/);
  return { viewer, context };
}

test("a viewer reads the domains and their record but is offered no change", async ({ page, browser }) => {
  test.setTimeout(180_000);
  const hostname = host("team");
  const { viewer, context } = await viewerOfDomain(page, browser, hostname);
  const url = new URL(viewer.url());
  await viewer.goto(`/dashboard/domains${url.search}`);
  const item = viewer.getByRole("listitem", { name: hostname });
  await expect(item).toBeVisible();
  await expect(item.getByText(`_codebeam.${hostname}`, { exact: true })).toBeVisible();
  await expect(viewer.getByText("admins and owners can add, verify and remove domains")).toBeVisible();
  for (const name of ["Add domain", "Verify now", "Make default", "Edit redirects", "Remove"])
    await expect(viewer.getByRole("button", { name, exact: true })).toHaveCount(0);
  await expect(viewer.getByLabel("Hostname")).toHaveCount(0);
  await expectNoSidewaysScroll(viewer);
  await viewer.screenshot(shot("10-viewer-phone"));
  await expectAccessible(viewer, "domains-viewer");
  await context.close();
});
