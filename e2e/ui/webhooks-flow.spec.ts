import { expect, type Page, test } from "@playwright/test";
import { Webhook } from "standardwebhooks";
import { type ReceivedRequest, startWebhookReceiver, type WebhookReceiver } from "../helpers/webhook-receiver";
import { expectNoSidewaysScroll } from "../helpers/layout";

const shot = (name: string) => ({ path: `e2e/screenshots/webhooks-${name}.png`, fullPage: true });

let receiver: WebhookReceiver;
test.beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
test.afterAll(async () => {
  await receiver.close();
});

async function signUp(page: Page, label: string) {
  await page.goto("/signup");
  await page.getByLabel("Name").fill(`Webhooks ${label}`);
  await page.getByLabel("Email").fill(`webhooks-${label}-${Date.now()}@example.test`);
  await page.getByLabel("Password").fill("a-long-password");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/dashboard/);
}

/** What a receiver does: check the Standard Webhooks signature over the raw body, then trust the payload. */
function verify(secret: string, request: ReceivedRequest) {
  const header = (name: string) => String(request.headers[name] ?? "");
  return new Webhook(secret).verify(request.body, {
    "webhook-id": header("webhook-id"),
    "webhook-timestamp": header("webhook-timestamp"),
    "webhook-signature": header("webhook-signature"),
  }) as { id: string; type: string; timestamp: string; data: unknown };
}

const isTest = (request: ReceivedRequest) =>
  request.method === "POST" && request.path === "/hook" && JSON.parse(request.body).type === "webhook.test";
// The path: add a webhook → copy its secret (shown once) → send a test event → the receiver
// gets a POST whose signature verifies → the log shows the attempt → retry it → rotate the secret →
// disable and enable → edit → delete after a confirmation.
test("add, test, retry, rotate, disable, edit and delete a webhook", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await signUp(page, "flow");
  await page.goto("/dashboard/webhooks");
  await expect(page.getByRole("heading", { name: "No webhooks yet" })).toBeVisible();
  await page.screenshot(shot("01-empty"));

  // Both events are chosen by default.
  const hookUrl = receiver.url("/hook");
  await page.getByLabel("Endpoint URL").fill(hookUrl);
  await expect(page.getByLabel("scan.created")).toBeChecked();
  await expect(page.getByLabel("qrcode.created")).toBeChecked();
  await page.getByRole("button", { name: "Add webhook" }).click();

  const shown = page.getByTestId("webhook-secret");
  await expect(shown).toHaveText(/^whsec_[A-Za-z0-9+/=]{20,}$/);
  const secret = (await shown.textContent())!.trim();
  await expect(page.getByText("It will not be shown again.")).toBeVisible();
  await page.getByRole("button", { name: "Copy secret" }).click();
  await expect(page.getByText("Copied to the clipboard.")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);

  const item = page.getByRole("listitem", { name: hookUrl });
  await expect(item.getByText("Active")).toBeVisible();
  await expect(item.getByText("No deliveries yet")).toBeVisible();
  await page.screenshot(shot("02-created"));

  // The secret is gone after a reload: only the list remains.
  await page.reload();
  await expect(page.getByTestId("webhook-secret")).toHaveCount(0);
  await expect(page.getByText(secret)).toHaveCount(0);

  // Send a test event from the delivery log; the receiver verifies it with the secret.
  await item.getByRole("link", { name: hookUrl }).click();
  await expect(page).toHaveURL(/\/dashboard\/webhooks\/[^/]+$/);
  await expect(page.getByRole("heading", { name: "No deliveries yet" })).toBeVisible();
  await page.getByRole("button", { name: "Send test event" }).click();
  await expect(page.getByText(/Test event delivered: your endpoint answered HTTP 200/)).toBeVisible();

  const received = await receiver.waitFor(isTest);
  expect(received.headers["content-type"]).toMatch(/application\/json/);
  const event = verify(secret, received);
  expect(event).toMatchObject({ type: "webhook.test" });
  expect(Object.keys(event).sort()).toEqual(["data", "id", "timestamp", "type"]);
  expect(() => verify(`whsec_${Buffer.from("not the secret at all!!").toString("base64")}`, received)).toThrow();

  const row = page.getByTestId("delivery-row").first();
  await expect(row).toHaveAttribute("data-delivery-id", String(received.headers["webhook-id"]));
  await expect(row).toContainText("webhook.test");
  await expect(row.getByTestId("attempt-status")).toHaveText("200");
  await expect(row).toContainText("Succeeded");
  await expect(page.getByText(/OK\s*HTTP 200/).first()).toBeVisible();
  // The delivery detail shows the exact body that was sent (and signed).
  await row.getByRole("button", { name: /Show the request body/ }).click();
  const body = page
    .getByRole("region", { name: /Request body of delivery/ })
    .or(page.getByLabel(/Request body of delivery/));
  await expect(body).toContainText('"type": "webhook.test"');
  expect(JSON.parse((await body.textContent()) ?? "")).toEqual(JSON.parse(received.body));
  await page.screenshot(shot("03-test-delivered"));
  await row.getByRole("button", { name: /Hide the request body/ }).click();

  // Retry: queued again, sent again with the same webhook-id, shown as attempt 2.
  const deliveryId = String(received.headers["webhook-id"]);
  await row.getByRole("button", { name: /^Retry/ }).click();
  await receiver.waitFor((request) => request.headers["webhook-id"] === deliveryId && request !== received);
  await expect(row.getByRole("button", { name: "Show 1 earlier attempt" })).toBeVisible({ timeout: 30_000 });
  await expect(row.getByTestId("attempt-status")).toHaveText("200");
  await row.getByRole("button", { name: "Show 1 earlier attempt" }).click();
  await page.screenshot(shot("04-retried"));

  // Rotate the secret: a new one, shown once; deliveries verify with it (and, for 24 hours, with the old one).
  await page.getByRole("button", { name: "Rotate secret" }).click();
  await page
    .getByRole("group", { name: "Confirm rotating the secret" })
    .getByRole("button", { name: "Rotate secret" })
    .click();
  await expect(page.getByTestId("webhook-secret")).toHaveText(/^whsec_/);
  const rotated = (await page.getByTestId("webhook-secret").textContent())!.trim();
  expect(rotated).not.toBe(secret);
  await expect(page.getByText(/previous secret keeps working until/)).toBeVisible();
  await page.screenshot(shot("05-rotated"));
  const before = receiver.requests.length;
  await page.getByRole("button", { name: "Send test event" }).click();
  await expect(page.getByText(/Test event delivered/)).toBeVisible();
  const afterRotation = await receiver.waitFor(
    (request) => receiver.requests.indexOf(request) >= before && isTest(request),
  );
  expect(verify(rotated, afterRotation).type).toBe("webhook.test");
  expect(verify(secret, afterRotation).type).toBe("webhook.test");
  await page.getByRole("button", { name: "I have saved it, hide the secret" }).click();

  // Disable, then enable again.
  const toggle = page.getByRole("switch", { name: "Enabled" });
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-checked", "false");
  await expect(page.getByText("Disabled", { exact: true })).toBeVisible();
  await page.screenshot(shot("06-disabled"));
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-checked", "true");
  await expect(page.getByText("Active", { exact: true })).toBeVisible();

  // Edit: keep only scan.created.
  await page.getByRole("button", { name: "Edit" }).click();
  await page.getByLabel("qrcode.created").uncheck();
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("button", { name: "Edit" })).toBeVisible();
  await expect(page.getByText("qrcode.created", { exact: true })).toHaveCount(0);
  await expect(page.getByText("scan.created", { exact: true })).toBeVisible();

  // Phone width: nothing scrolls sideways.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByTestId("delivery-row").first()).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.screenshot(shot("07-log-phone"));
  await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Webhooks" }).click();
  await expect(page).toHaveURL(/\/dashboard\/webhooks([?&]workspace=[\w-]+)?$/);
  await expect(item).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.screenshot(shot("08-list-phone"));
  await page.setViewportSize({ width: 1280, height: 800 });

  // Delete, after a confirmation; Cancel first keeps it.
  await item.getByRole("button", { name: "Delete" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete this webhook?" });
  await expect(dialog).toBeVisible();
  await page.screenshot(shot("09-delete-dialog"));
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(item).toBeVisible();
  await item.getByRole("button", { name: "Delete" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete webhook" }).click();
  await expect(item).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "No webhooks yet" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { name: "No webhooks yet" })).toBeVisible();
});

// A receiver that answers 500: the test event fails at once, a real event waits for its next retry.
test("a failing receiver shows in the log and the list", async ({ page }) => {
  await signUp(page, "failing");
  await page.goto("/dashboard/webhooks");
  const failUrl = receiver.url("/fail");
  await page.getByLabel("Endpoint URL").fill(failUrl);
  await page.getByLabel("scan.created").uncheck();
  await page.getByRole("button", { name: "Add webhook" }).click();
  const secret = (await page.getByTestId("webhook-secret").textContent())!.trim();
  await page.getByRole("listitem", { name: failUrl }).getByRole("link", { name: failUrl }).click();

  await page.getByRole("button", { name: "Send test event" }).click();
  await expect(page.getByText("Test event failed: your endpoint answered HTTP 500.")).toBeVisible();
  const testRow = page.getByTestId("delivery-row").first();
  await expect(testRow).toContainText("Failed");
  await expect(testRow.getByTestId("attempt-status")).toHaveText("500");
  await expect(testRow).toContainText('{"error":"receiver exploded"}');

  // A real qrcode.created event: signed like the test, retried after the 500.
  const before = receiver.requests.length;
  const created = await page.request.post("/api/v1/qrcodes", {
    data: { content: "hello from the webhook test", mode: "STATIC" },
  });
  expect(created.status()).toBe(201);
  const delivered = await receiver.waitFor(
    (request) => receiver.requests.indexOf(request) >= before && request.path === "/fail",
  );
  expect(verify(secret, delivered)).toMatchObject({ type: "qrcode.created", data: expect.anything() });
  // The receiver has the request; the log shows it once the attempt is recorded (not before).
  await expect(async () => {
    await page.getByRole("button", { name: "Refresh" }).click();
    await expect(page.getByTestId("delivery-row").first()).toContainText("qrcode.created", { timeout: 1000 });
    await expect(page.getByTestId("delivery-row").first().getByTestId("attempt-status")).toHaveText("500", {
      timeout: 1000,
    });
  }).toPass();
  const eventRow = page.getByTestId("delivery-row").first();
  await expect(eventRow).toContainText("Pending");
  // The retry is due 5 s after the attempt: a loaded machine may render the row after that.
  await expect(eventRow).toContainText(/in (\d+ seconds|a few seconds|1 minute|\d+ minutes)|just now|\d+ seconds ago/);
  await expect(page.getByText(/Failed\s*HTTP 500/).first()).toBeVisible();
  for (const width of [1280, 1024, 768, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot(shot(`11-failing-log-${width}`));
    await expectNoSidewaysScroll(page, `sideways scrolling at ${width} px`);
  }
});

test("the form names what is wrong", async ({ page }) => {
  await signUp(page, "errors");
  await page.goto("/dashboard/webhooks");
  await page.getByLabel("Endpoint URL").fill("ftp://example.com/hook");
  await page.getByRole("button", { name: "Add webhook" }).click();
  await expect(page.locator("#webhook-url-error")).toContainText(/http/);
  await page.getByLabel("Endpoint URL").fill(receiver.url("/hook"));
  await page.getByLabel("scan.created").uncheck();
  await page.getByLabel("qrcode.created").uncheck();
  await page.getByRole("button", { name: "Add webhook" }).click();
  await expect(page.getByText("Choose at least one event.")).toBeVisible();
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoSidewaysScroll(page);
  await page.screenshot(shot("10-form-errors-phone"));

  // The 21st webhook is refused with the server's message.
  for (let index = 0; index < 20; index++) {
    const response = await page.request.post("/api/v1/webhooks", {
      data: { url: receiver.url(`/hook/${index}`), events: ["scan.created"] },
    });
    expect(response.status()).toBe(201);
  }
  await page.reload();
  await expect(page.getByText("20 of 20 allowed.", { exact: false })).toBeVisible();
  await page.getByLabel("Endpoint URL").fill(receiver.url("/hook/one-too-many"));
  await page.getByRole("button", { name: "Add webhook" }).click();
  await expect(page.getByRole("alert").filter({ hasText: /20/ })).toBeVisible();
  await page.screenshot({ ...shot("13-limit-phone"), fullPage: false });
});
