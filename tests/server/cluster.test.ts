import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, parseEnv } from "@/lib/config/env";
import { openTestDatabase, testDatabaseKind } from "../helpers/database";
import { keepLoading, until } from "../short-links/load";
import { makeCode } from "../short-links/short-link-harness";
import { hasBuild, kill, startServer } from "./server-process";

describe("WEB_CONCURRENCY: N server processes (node:cluster)", () => {
  it("is refused on the embedded database, naming the variable and what it needs", () => {
    expect(() => parseEnv({ WEB_CONCURRENCY: "2" })).toThrow(ConfigError);
    expect(() => parseEnv({ WEB_CONCURRENCY: "2" })).toThrow(
      /WEB_CONCURRENCY: above 1 needs PostgreSQL \(set DATABASE_URL\)/,
    );
    expect(parseEnv({ WEB_CONCURRENCY: "2", DATABASE_URL: "postgres://db/codebeam" }).WEB_CONCURRENCY).toBe(2);
    expect(parseEnv({}).WEB_CONCURRENCY).toBe(1);
    for (const bad of ["0", "65", "two"])
      expect(() => parseEnv({ WEB_CONCURRENCY: bad }), bad).toThrow(/WEB_CONCURRENCY/);
  });

  it.skipIf(!hasBuild)(
    "the production server stops at once with that message when asked for 2 processes on the embedded database",
    async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "codebeam-cluster-"));
      const server = startServer({ PORT: "3176", DATA_DIR: dataDir, DATABASE_URL: "", WEB_CONCURRENCY: "2" });
      try {
        expect(await server.exited).toBe(1);
        expect(server.output()).toContain("WEB_CONCURRENCY: above 1 needs PostgreSQL");
      } finally {
        kill(server.child);
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );

  // Needs a production build and PostgreSQL (the CI's second pass has both).
  it.skipIf(!hasBuild || testDatabaseKind !== "postgres")(
    "two workers serve one port on one database; SIGTERM drains both and every 302 is a committed scan",
    async () => {
      const database = await openTestDatabase();
      const port = 3177;
      const server = startServer({
        PORT: String(port),
        APP_URL: `http://127.0.0.1:${port}`,
        DATABASE_URL: database.location,
        WEB_CONCURRENCY: "2",
        SCAN_REPEAT_LIMIT: "0",
      });
      try {
        const code = await makeCode(database);
        await until(
          () => (server.output().match(/Codebeam is running/g) ?? []).length === 2,
          `two workers (output: ${server.output()})`,
          120_000,
        );
        const pids = new Set(
          [...server.output().matchAll(/\[worker \d+, pid (\d+)\]/g)].map((match) => Number(match[1])),
        );
        expect(pids.size).toBe(2);
        for (const pid of pids) expect(() => process.kill(pid, 0)).not.toThrow();

        let signalled = false;
        const load = keepLoading(`http://127.0.0.1:${port}/s/${code.shortCode}`, 30, () => signalled);
        await until(() => load.answered() >= 300, "300 answers");
        server.child.kill("SIGTERM");
        signalled = true;
        const [result, status] = await Promise.all([load.done, server.exited]);
        expect(status, server.output()).toBe(0);
        expect(server.output()).toContain("SIGTERM: stopping 2 workers");
        expect(server.output().match(/finishing open requests/g)).toHaveLength(2);
        for (const pid of pids) expect(() => process.kill(pid, 0)).toThrow();
        expect(Object.keys(result.statuses)).toEqual(["302"]);
        const rows = await database.prisma.scanEvent.count({ where: { qrCodeId: code.id } });
        expect(rows).toBe(result.statuses[302]);
      } finally {
        kill(server.child);
        await database.close();
      }
    },
    240_000,
  );
});
