import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";
import { Webhook } from "standardwebhooks";

// The running server's own dispatcher: a code created and scanned through the app reaches a
// receiver on 127.0.0.1 (the e2e server runs with ALLOW_PRIVATE_TARGETS=1), signed.
test("a created and scanned code reaches a webhook receiver through the server's dispatcher", async ({
  request,
  baseURL,
}) => {
  const received: { headers: IncomingHttpHeaders; body: string }[] = [];
  const receiver = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
    incoming.on("end", () => {
      received.push({ headers: incoming.headers, body: Buffer.concat(chunks).toString("utf8") });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  const receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
  try {
    const email = `hooks-${Date.now()}@example.test`;
    const password = "a-long-password";
    expect((await request.post("/api/account/signup", { data: { name: "Hooks", email, password } })).status()).toBe(
      201,
    );
    const { csrfToken } = await (await request.get("/api/auth/csrf")).json();
    await request.post("/api/auth/callback/credentials", { form: { csrfToken, email, password, json: "true" } });
    const origin = { origin: baseURL! };

    const created = await request.post("/api/v1/webhooks", {
      headers: origin,
      data: { url: receiverUrl, events: ["qrcode.created", "scan.created"] },
    });
    expect(created.status()).toBe(201);
    const { secret } = await created.json();
    const code = await (
      await request.post("/api/v1/qrcodes", {
        headers: origin,
        data: { content: "https://example.com/e2e", name: "E2E hook" },
      })
    ).json();
    expect(code.shortLink).toBeTruthy();
    // A browser's user agent: Playwright's own is (rightly) filtered as a bot and not counted.
    const phone =
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";
    const scan = await request.get(new URL(code.shortLink).pathname, {
      maxRedirects: 0,
      headers: { "user-agent": phone },
    });
    expect(scan.status()).toBe(302);

    await expect.poll(() => received.length, { timeout: 30_000 }).toBe(2);
    const events = received.map(
      (entry) =>
        new Webhook(secret).verify(entry.body, entry.headers as Record<string, string>) as { type: string; data: any },
    );
    expect(events.map((event) => event.type).sort()).toEqual(["qrcode.created", "scan.created"]);
    expect(events.find((event) => event.type === "scan.created")!.data.qrCode).toMatchObject({
      id: code.id,
      name: "E2E hook",
    });
  } finally {
    receiver.close();
  }
});
