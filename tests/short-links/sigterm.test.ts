import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { type Database, openDatabase } from "@/lib/db/client";
import { openTestDatabase, testDatabaseKind } from "../helpers/database";
import { keepLoading, until } from "./load";
import { makeCode, startShortLinkServer } from "./short-link-harness";

const ROOT = path.resolve(import.meta.dirname, "../..");
const SERVER_BUNDLE = path.join(ROOT, ".next", "codebeam-server.mjs"); // server.ts as `npm run build` bundles it
const hasBuild = fs.existsSync(path.join(ROOT, ".next", "BUILD_ID")) && fs.existsSync(SERVER_BUNDLE);

async function counts(database: Database, code: { id: string; accountId: string }) {
  const db = database.prisma;
  return {
    rows: await db.scanEvent.count({ where: { qrCodeId: code.id } }),
    scanCount: (await db.qrCode.findUniqueOrThrow({ where: { id: code.id }, select: { scanCount: true } })).scanCount,
    outbox: await db.outboxEvent.count({ where: { accountId: code.accountId, type: "scan.created" } }),
  };
}

describe("stopping under load", () => {
  it("drains the handler and its writer: every 302 answered is a committed scan", async () => {
    const database = await openTestDatabase();
    try {
      const code = await makeCode(database);
      const server = await startShortLinkServer(database);
      let stopped = false;
      const load = keepLoading(`${server.origin}/s/${code.shortCode}`, 30, () => stopped);
      await until(() => load.answered() >= 300, "300 answers");
      await server.drain();
      stopped = true;
      const result = await load.done;
      expect(Object.keys(result.statuses)).toEqual(["302"]);
      expect(await counts(database, code)).toEqual({ rows: result.statuses[302], scanCount: result.statuses[302], outbox: result.statuses[302] });
    } finally {
      await database.close();
    }
  });

  // Needs a production build in the repository (npm run build); without one, the test above covers the drain.
  it.skipIf(!hasBuild)(
    "SIGTERM to server.ts mid-load: open requests finish, scans commit, then it exits 0",
    async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "codebeam-sigterm-"));
      const testDb = testDatabaseKind === "postgres" ? await openTestDatabase() : null;
      const databaseUrl = testDb ? testDbUrl(testDb) : undefined;
      // The embedded database admits one process: set it up here, close it, then start the server on it.
      const setup = testDb ?? (await openDatabase({ databaseUrl: undefined, dataDir }));
      const code = await makeCode(setup);
      if (!testDb) await setup.close();
      const port = testDb ? 3173 : 3172;
      const child = spawn(process.execPath, [SERVER_BUNDLE], {
        cwd: ROOT,
        env: {
          ...process.env,
          NODE_ENV: "production",
          NEXT_TELEMETRY_DISABLED: "1",
          PORT: String(port),
          HOST: "127.0.0.1",
          APP_URL: `http://127.0.0.1:${port}`,
          DATA_DIR: dataDir,
          DATABASE_URL: databaseUrl ?? "",
          SCAN_REPEAT_LIMIT: "0", // one load generator is one visitor: count every scan, not just the first few
        },
        stdio: ["ignore", "pipe", "pipe"],
      });
      let output = "";
      child.stdout?.on("data", (chunk) => (output += chunk));
      child.stderr?.on("data", (chunk) => (output += chunk));
      const exited = new Promise<number | null>((resolve) => child.on("exit", (status) => resolve(status)));
      try {
        await until(() => output.includes("Codebeam is running"), `server start (output so far: ${output})`, 120_000);
        const health = await fetch(`http://127.0.0.1:${port}/api/health`);
        expect(health.status).toBeLessThan(500); // everything but short links still goes to Next
        let signalled = false;
        const load = keepLoading(`http://127.0.0.1:${port}/s/${code.shortCode}`, 30, () => signalled);
        await until(() => load.answered() >= 300, "300 answers");
        child.kill("SIGTERM");
        signalled = true;
        const [result, status] = await Promise.all([load.done, exited]);
        expect(status, output).toBe(0);
        expect(output).toContain("SIGTERM: finishing open requests");
        expect(Object.keys(result.statuses)).toEqual(["302"]);
        const after = testDb ?? (await openDatabase({ databaseUrl: undefined, dataDir }));
        try {
          expect(await counts(after, code)).toEqual({ rows: result.statuses[302], scanCount: result.statuses[302], outbox: result.statuses[302] });
        } finally {
          await after.close();
        }
      } finally {
        kill(child);
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
    240_000,
  );
});

function kill(child: ChildProcess) {
  if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
}

/** The fresh test database's own URL (openTestDatabase names it in `location`, password redacted: none here). */
function testDbUrl(database: Database): string {
  return database.location;
}
