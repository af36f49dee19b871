import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase, useDatabase } from "@/lib/db/client";
import { referencePng } from "../ai/ai-helpers";
import { testDatabaseKind, useTestDatabase } from "../helpers/database";
import { makeKey, makeUser } from "../helpers/fixtures";
import { allowPrivateTargets, type LocalServer, startServer as startSite } from "../net/local-server";
import { until } from "../short-links/load";
import { freshSecrets, hasBuild, kill, type ServerProcess, startServer } from "./server-process";
import { useGenerousLimits } from "../helpers/generous-limits";

useGenerousLimits();

// A generation is created in one of Next's route handlers, while the AI worker runs in the server's
// own bundle: the wake-up must cross from one bundle's copy of lib/ to the other's
// (lib/runtime/process-singleton.ts). With a poll of ten minutes, a generation only starts within
// this test's bounds if the signal arrived.
const PORT = 3196;
const origin = `http://127.0.0.1:${PORT}`;
const shared = useTestDatabase();
let server: ServerProcess | undefined;
let site: LocalServer;
let key: string;
let dataDir: string | undefined;

/** The embedded database is the server's alone while it runs: the account is made before it starts. */
async function accountIn(database: Database) {
  useDatabase(database);
  const user = await makeUser({ label: "ai-wake" });
  return makeKey(user);
}

beforeAll(async () => {
  if (!hasBuild) return;
  allowPrivateTargets(true);
  const png = await referencePng();
  site = await startSite((_request, response) => response.writeHead(200, { "content-type": "image/png" }).end(png));
  let databaseEnv: Record<string, string>;
  if (testDatabaseKind === "postgres") {
    key = await accountIn(shared.current());
    databaseEnv = { DATABASE_URL: shared.current().location };
  } else {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "codebeam-ai-wake-"));
    const embedded = await openDatabase({ databaseUrl: undefined, dataDir });
    key = await accountIn(embedded);
    await embedded.close();
    useDatabase(shared.current());
    databaseEnv = { DATABASE_URL: "", DATA_DIR: dataDir };
  }
  server = startServer({
    ...databaseEnv,
    PORT: String(PORT),
    APP_URL: origin,
    REDIS_URL: "",
    ...freshSecrets(),
    ALLOW_PRIVATE_TARGETS: "1",
    AI_PROVIDER: "builtin",
    AI_POLL_MS: "600000",
    LIMIT_KEY_PER_MINUTE: "100000",
    DESTINATION_CHECK_MINUTES: "0",
  });
  await until(() => server!.output().includes("Codebeam is running"), `the server (${server.output()})`, 120_000);
}, 180_000);

afterAll(async () => {
  if (server) {
    kill(server.child);
    await server.exited;
  }
  await site?.close();
  allowPrivateTargets(false);
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

describe.runIf(hasBuild)(`the production server's AI worker (${testDatabaseKind})`, () => {
  it("starts a generation created through the API at once, not at its next poll", async () => {
    const headers = { authorization: `Bearer ${key}`, "content-type": "application/json" };
    const created = await fetch(`${origin}/api/v1/qrcodes/ai`, {
      method: "POST",
      headers,
      body: JSON.stringify({
        content: "https://example.com/menu",
        prompt: "a harbour",
        image: `${site.origin}/photo.png`,
        name: "Harbour",
      }),
    });
    expect(created.status, await created.clone().text()).toBe(202);
    const { generationId } = (await created.json()) as { generationId: string };
    // The bound is on a hang, far under the ten-minute poll: a missed signal waits for the poll.
    let status = "QUEUED";
    for (const start = Date.now(); status === "QUEUED" && Date.now() - start < 30_000; ) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const answer = await fetch(`${origin}/api/v1/qrcodes/ai/${generationId}`, { headers });
      const body = (await answer.json()) as { status: string };
      expect(answer.status, JSON.stringify(body)).toBe(200);
      status = body.status;
    }
    expect(["RUNNING", "SUCCEEDED", "FAILED"]).toContain(status);
  });
});
