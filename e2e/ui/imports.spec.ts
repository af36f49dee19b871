import { readFileSync } from "node:fs";
import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { fakeShortUrl } from "../../tests/helpers/fake-shlink-server";
import { expectNoSidewaysScroll } from "../helpers/layout";
import { DESKTOP, expectAccessible, PHONE } from "./a11y-helpers";
import { joinAsViewer, signUpAt, uniqueEmail } from "./team-helpers";

// The Import page: a CSV with one bad row is previewed as the import reads it, checked by a dry run
// (counts, credits, the row's error), imported while a progress bar follows it, its failed row
// downloaded as a CSV with the original cells, and the new codes are in the codes list. A viewer
// sees the past imports and no controls. The e2e server runs the import worker (server.ts).

const tag = () => Math.random().toString(36).slice(2, 8);
const csvOf = (id: string) =>
  [
    "url,name,tags",
    `https://example.com/menu-${id},Imported menu ${id},menu|print`,
    `not a link,Broken row ${id},`,
    `https://example.com/poster-${id},Imported poster ${id},poster`,
    "",
  ].join("\n");

for (const [label, size] of [
  ["desktop", DESKTOP],
  ["phone", PHONE],
] as const) {
  test(`a CSV with a bad row is previewed, checked, imported and its failed row downloaded at ${label} size`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(size);
    await signUpAt(page, `Importer ${label}`, uniqueEmail("imports"));
    if (label === "desktop") {
      await page
        .getByRole("navigation", { name: "Dashboard" })
        .getByRole("link", { name: "Import", exact: true })
        .click();
    } else {
      await page.getByRole("button", { name: "Open menu" }).click();
      await page
        .getByRole("navigation", { name: "Dashboard" })
        .getByRole("link", { name: "Import", exact: true })
        .click();
    }
    await expect(page).toHaveURL(/\/dashboard\/imports/);
    await expect(page.getByRole("heading", { level: 1, name: "Import" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "No imports yet" })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectAccessible(page, `imports-01-empty-${label}`);

    // Nothing chosen: the form says so on the field.
    await page.getByRole("button", { name: "Preview and check" }).click();
    await expect(page.getByLabel("Or paste the CSV")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Or paste the CSV")).toBeFocused();

    const id = tag();
    await page.getByLabel("Choose a CSV file").setInputFiles({
      name: "links.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(csvOf(id)),
    });
    await expect(page.getByText("Loaded links.csv: 3 rows.")).toBeVisible();
    await page.getByRole("button", { name: "Preview and check" }).click();

    // The preview: the rows as the import reads them; the dry run's counts, credits and row error.
    const check = page.getByRole("heading", { name: "2. Preview and check" });
    await expect(check).toBeFocused();
    const preview = page.getByRole("table", { name: "CSV preview" });
    await expect(preview.getByRole("row")).toHaveCount(4);
    await expect(preview.getByRole("row").nth(1)).toContainText(`https://example.com/menu-${id}`);
    await expect(preview.getByRole("row").nth(1)).toContainText("menu, print");
    await expect(page.getByText("Checked 3 rows.")).toBeVisible({ timeout: 30_000 });
    const counts = page.getByRole("definition");
    await expect(page.getByRole("term").first()).toHaveText("To create");
    await expect(counts.nth(0)).toHaveText("2");
    await expect(counts.nth(3)).toHaveText("1");
    await expect(page.getByTestId("credits-needed")).toHaveText("Credits needed: 20 of your 100.");
    await expect(preview.getByRole("row").nth(2)).toContainText("url:");
    await expect(preview.getByRole("row").nth(1)).toContainText("OK");
    const errors = page.getByRole("table", { name: "Row errors" });
    await expect(errors.getByRole("row").nth(1)).toContainText("2");
    await expect(errors.getByRole("row").nth(1)).toContainText("url");
    await expectNoSidewaysScroll(page);
    await expectAccessible(page, `imports-02-checked-${label}`);
    await page.emulateMedia({ colorScheme: "dark" });
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await expectAccessible(page, `imports-02-checked-dark-${label}`);
    await page.emulateMedia({ colorScheme: "light" });

    // The import: progress while it runs, then the result.
    await page.getByRole("button", { name: "Import 2 links" }).click();
    await expect(page.getByRole("heading", { name: /^3\. (Importing|Result)$/ })).toBeFocused();
    await expect(page.getByRole("progressbar", { name: "Import progress" })).toBeAttached();
    await expect(page.getByRole("heading", { name: "3. Result" })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText("Finished", { exact: true }).first()).toBeVisible();
    await expect(page.getByRole("term").first()).toHaveText("Created");
    await expect(page.getByRole("definition").nth(0)).toHaveText("2");
    await expect(page.getByRole("definition").nth(3)).toHaveText("1");
    await expect(page.getByRole("progressbar", { name: "Import progress" })).toHaveAttribute("aria-valuenow", "3");
    await expect(page.getByRole("table", { name: "Row errors" }).getByRole("row").nth(1)).toContainText("url");
    // The secrets and the file are gone from the page once the import has them; the header's balance caught up.
    await expect(page.getByRole("button", { name: "Preview and check" })).toHaveCount(0);

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download failed rows (CSV)" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^codebeam-import-.+-failed-rows\.csv$/);
    const text = readFileSync((await download.path()) as string, "utf8");
    const lines = text.trim().split(/\r\n/);
    expect(lines[0]).toBe("row,field,message,url,name,tags");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(new RegExp(`^2,url,.+,not a link,Broken row ${id},$`));

    // The past imports list the check and the import.
    const past = page.getByRole("list", { name: "Past imports" });
    await expect(past.getByRole("listitem")).toHaveCount(2);
    await expect(past.getByRole("listitem").first()).toContainText("Finished");
    await expect(past.getByRole("listitem").first()).toContainText("2 created");
    await expectNoSidewaysScroll(page);
    await expectAccessible(page, `imports-03-result-${label}`);
    await page.emulateMedia({ colorScheme: "dark" });
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await expectAccessible(page, `imports-03-result-dark-${label}`);
    await page.emulateMedia({ colorScheme: "light" });

    await page.getByRole("button", { name: "Start another import" }).click();
    await expect(page.getByRole("button", { name: "Preview and check" })).toBeVisible();

    // The new codes are in the codes list; the bad row made none.
    await page.goto("/dashboard/codes");
    await expect(page.getByRole("link", { name: `Imported menu ${id}` })).toBeVisible();
    await expect(page.getByRole("link", { name: `Imported poster ${id}` })).toBeVisible();
    await expect(page.getByRole("link", { name: `Broken row ${id}` })).toHaveCount(0);
  });
}

test("the API's field errors land on their inputs, and secrets are password fields", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  await signUpAt(page, "Importer fields", uniqueEmail("imports"));
  await page.goto("/dashboard/imports");
  await page.getByRole("radio", { name: "Shlink" }).check();
  await expect(page.getByLabel("Shlink API key")).toHaveAttribute("type", "password");
  await page.getByRole("button", { name: "Preview and check" }).click();
  await expect(page.getByLabel("Shlink server address")).toBeFocused();
  await expect(page.getByLabel("Shlink server address")).toHaveAttribute("aria-invalid", "true");
  await page.getByLabel("Shlink server address").fill("ftp://s.example.com");
  await page.getByLabel("Shlink API key").fill("a-key");
  await page.getByLabel("Bring visits").check();
  await page.getByRole("button", { name: "Preview and check" }).click();
  await expect(page.getByLabel("Shlink server address")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Enter a web address starting with http:// or https://.")).toBeVisible();
  await expect(page.getByLabel("Shlink server address")).toBeFocused();
  await page.getByRole("radio", { name: "Bitly" }).check();
  await expect(page.getByLabel("Bitly access token")).toHaveAttribute("type", "password");
  await page.getByRole("radio", { name: "Dub" }).check();
  await expect(page.getByLabel("Dub API key")).toHaveAttribute("type", "password");
  await expect(page.getByLabel("Dub workspace ID (optional)")).toBeVisible();
  await expectAccessible(page, "imports-04-dub-form");
});

/** The owner's workspace with one finished import, and a second person who joined it as VIEWER. */
async function teamWithViewer(page: Page, browser: Browser) {
  await signUpAt(page, "Import owner", uniqueEmail("import-owner"));
  const started = await page.request.post("/api/v1/imports", {
    data: { source: "csv", options: { csv: "url,name\nhttps://example.com/team,Team import\n" } },
  });
  expect(started.status()).toBe(202);
  const { importId } = (await started.json()) as { importId: string };
  await expect
    .poll(
      async () => ((await (await page.request.get(`/api/v1/imports/${importId}`)).json()) as { status: string }).status,
      {
        timeout: 30_000,
      },
    )
    .toBe("SUCCEEDED");
  const { viewer, context } = await joinAsViewer(page, browser, "Vic Viewer");
  await expect(viewer).toHaveURL(/\/dashboard\?workspace=import-owner-/);
  return { viewer, context };
}

test("a viewer sees the past imports but no controls to start one", async ({ page, browser }) => {
  test.setTimeout(180_000);
  const { viewer, context } = await teamWithViewer(page, browser);
  await viewer
    .getByRole("navigation", { name: "Dashboard" })
    .getByRole("link", { name: "Import", exact: true })
    .click();
  await expect(viewer.getByRole("heading", { level: 1, name: "Import" })).toBeVisible();
  await expect(viewer.getByText("editors, admins and owners can import links")).toBeVisible();
  await expect(viewer.getByRole("button", { name: "Preview and check" })).toHaveCount(0);
  const past = viewer.getByRole("list", { name: "Past imports" });
  await expect(past.getByRole("listitem")).toHaveCount(1);
  await expect(past.getByRole("listitem").first()).toContainText("1 created");
  await expectAccessible(viewer, "imports-05-viewer");
  await context.close();
});

/**
 * A Shlink server on 127.0.0.1 (the e2e server allows private targets): the first list of short URLs
 * (the dry run's) answers one link; every later one never answers, so the import stays RUNNING.
 */
async function stallingShlink() {
  const stalled: ServerResponse[] = [];
  let lists = 0;
  const server = createServer((request, response) => {
    if (request.headers["x-api-key"] !== "shlink-key") {
      response.writeHead(401, { "content-type": "application/problem+json" }).end('{"title":"Invalid API key"}');
      return;
    }
    if (!request.url?.startsWith("/rest/v3/short-urls")) return void response.writeHead(404).end();
    lists += 1;
    if (lists > 1) return void stalled.push(response);
    const body = {
      shortUrls: {
        data: [{ ...fakeShortUrl(0, "s.test", 0), title: "Stalled link" }],
        pagination: { currentPage: 1, pagesCount: 1, itemsPerPage: 100, itemsInCurrentPage: 1, totalItems: 1 },
      },
    };
    response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: async () => {
      for (const response of stalled) response.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

test("a Shlink import is checked by a dry run, then cancelled while it runs", async ({ page }) => {
  test.setTimeout(180_000);
  const shlink = await stallingShlink();
  try {
    await page.setViewportSize(DESKTOP);
    await signUpAt(page, "Importer cancel", uniqueEmail("imports"));
    await page.goto("/dashboard/imports");
    await page.getByRole("radio", { name: "Shlink" }).check();
    await page.getByLabel("Shlink server address").fill(shlink.baseUrl);
    await page.getByLabel("Shlink API key").fill("shlink-key");
    await page.getByRole("button", { name: "Preview and check" }).click();
    await expect(page.getByText("Checked 1 row.")).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole("table", { name: "CSV preview" })).toHaveCount(0);
    await expect(page.getByTestId("credits-needed")).toHaveText("Credits needed: 10 of your 100.");

    await page.getByRole("button", { name: "Import 1 link" }).click();
    await expect(page.getByRole("heading", { name: "3. Importing" })).toBeFocused();
    // The key is gone from the page once the import has it.
    await expect(page.getByLabel("Shlink API key")).toHaveCount(0);
    await expect(page.getByRole("status").filter({ hasText: /Reading the source…|Waiting to start…/ })).toBeVisible();
    await page.getByRole("button", { name: "Cancel import" }).click();
    await expect(page.getByText("Cancelled: the codes made before the stop stay.")).toBeVisible();
    await expect(page.getByRole("heading", { name: "3. Result" })).toBeVisible();
    await expect(page.getByRole("definition").nth(0)).toHaveText("0");
    await expectAccessible(page, "imports-06-cancelled");
    await page.getByRole("button", { name: "Start another import" }).click();
    await expect(page.getByLabel("Shlink API key")).toHaveCount(0);
    await expect(page.getByRole("radio", { name: "CSV file" })).toBeChecked();
  } finally {
    await shlink.close();
  }
});
