import { expect, test } from "@playwright/test";
import { DESKTOP, PHONE, signUp } from "./a11y-helpers";

// A static code's content is shown as a summary ("Wi-Fi · Cafe-Guest"), never as its raw encoding:
// no vCard run on into one line, no Wi-Fi password in the list or on the code's page.

const WIFI = "WIFI:T:WPA;S:Cafe-Guest;P:s3cret-pass;;";
const VCARD = [
  "BEGIN:VCARD",
  "VERSION:3.0",
  "N:Lovelace;Ada;;;",
  "FN:Ada Lovelace",
  "TEL;TYPE=CELL:+441234567",
  "END:VCARD",
].join("\r\n");

test("static codes show a summary of their content in the list and on their page, never a password", async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await signUp(page, "summary");
  const ids: Record<string, string> = {};
  for (const [label, content] of [
    ["wifi", WIFI],
    ["card", VCARD],
  ] as const) {
    const made = await page.request.post("/api/v1/qrcodes", { data: { content, mode: "STATIC", name: label } });
    expect(made.status()).toBe(201);
    ids[label] = ((await made.json()) as { id: string }).id;
  }

  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    await page.goto("/dashboard/codes");
    const list = size === DESKTOP ? page.getByRole("table") : page.getByRole("list", { name: "Codes" });
    await expect(list).toContainText("Wi-Fi · Cafe-Guest");
    await expect(list).toContainText("Contact · Ada Lovelace");
    await expect(list).not.toContainText("s3cret");
    await expect(list).not.toContainText("BEGIN:VCARD");
    await expect(page.locator("body")).not.toContainText("s3cret", { useInnerText: true });
  }

  await page.setViewportSize(DESKTOP);
  await page.goto(`/dashboard/codes/${ids.wifi}`);
  await expect(page.getByTestId("target-url")).toHaveText("Wi-Fi · Cafe-Guest");
  await expect(page.locator("body")).not.toContainText("s3cret", { useInnerText: true });
  await page.goto(`/dashboard/codes/${ids.card}`);
  await expect(page.getByTestId("target-url")).toHaveText("Contact · Ada Lovelace");
});
