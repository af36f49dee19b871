import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";

// The suite runs against the production build (`npm run build`: the app and the bundled server.ts)
// on a fresh embedded database.
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), "codebeam-e2e-"));

export default defineConfig({
  testDir: "e2e",
  outputDir: "test-results",
  workers: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [
    { name: "api", testDir: "e2e/api" },
    { name: "ui", testDir: "e2e/ui", use: { browserName: "chromium", viewport: { width: 1280, height: 800 } } },
    // Exhausts the anonymous limit of 127.0.0.1, so it runs after everything else.
    { name: "limits", testDir: "e2e/limits", dependencies: ["api", "ui"] },
  ],
  webServer: {
    command: "node --enable-source-maps .next/codebeam-server.mjs",
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "pipe",
    env: {
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      PORT: String(port),
      HOST: "127.0.0.1",
      APP_URL: baseURL,
      NEXTAUTH_URL: baseURL,
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      REDIS_URL: "",
      LIMIT_ANON_PER_MINUTE: "30",
      // Every user of the suite signs up and in from 127.0.0.1: the default (5 per email, 4 × 5 per IP
      // a minute) let a busy minute of sign-ups turn one away ("Too many sign-in attempts").
      LIMIT_SIGNIN_PER_MINUTE: "25",
      ALLOW_PRIVATE_TARGETS: "1",
      WEBHOOK_POLL_MS: "200",
      DESTINATION_CHECK_MINUTES: "0", // no background requests to the codes' targets during the suite
      // e2e/ui/account-security.spec.ts starts an SMTP test server on this port to read reset and email-change mails.
      SMTP_URL: "smtp://127.0.0.1:2526",
      // e2e/api/caddy-tls.spec.ts answers branded domains' TXT records from a DNS server on this port.
      DNS_SERVERS: "127.0.0.1:2553",
    },
  },
});
