import { spawn } from "node:child_process";
import { once } from "node:events";
import fs from "node:fs";
import path from "node:path";
import readline from "node:readline";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findPostgresBin, type PrivatePostgres, startPrivatePostgres } from "@/tests/helpers/private-postgres";

// tests/helpers/private-postgres.ts: a cluster of the test's own that outage tests stop, restart and
// freeze. Each step is checked through what a client sees.

const bin = findPostgresBin();
const PENDING = Symbol("pending");

/** What the promise settled to within `ms`, or PENDING. */
const settledWithin = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise, new Promise<typeof PENDING>((resolve) => setTimeout(() => resolve(PENDING), ms))]);

/**
 * Whether the process exists and has not exited. An ended postmaster may linger as a zombie: pg_ctl
 * leaves it to the init process, and not every container's init reaps.
 */
const isRunning = (pid: number) => {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2, stat.lastIndexOf(")") + 3) !== "Z";
  } catch {
    return false;
  }
};

async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
}

describe.skipIf(!bin)("private PostgreSQL (skipped: no PostgreSQL binaries under /usr/lib/postgresql)", () => {
  let cluster: PrivatePostgres;
  beforeAll(async () => {
    cluster = await startPrivatePostgres();
  });
  afterAll(async () => {
    await cluster?.destroy();
  });

  it("listens on 127.0.0.1 at its own port, apart from the shared cluster", async () => {
    expect(cluster.port).not.toBe(5432);
    expect(cluster.url).toBe(`postgres://postgres@127.0.0.1:${cluster.port}/postgres`);
    const client = await connect(cluster.url);
    const { rows } = await client.query<{ port: string; fsync: string; listen: string }>(
      `SELECT current_setting('port') AS port, current_setting('fsync') AS fsync, current_setting('listen_addresses') AS listen`,
    );
    await client.end();
    expect(rows[0]).toEqual({ port: String(cluster.port), fsync: "on", listen: "127.0.0.1" });
  });

  it.each(["fast", "immediate"] as const)("keeps committed rows through a %s stop and a start", async (mode) => {
    const table = `kept_${mode}`;
    const writer = await connect(cluster.url);
    await writer.query(`CREATE TABLE ${table} (id int PRIMARY KEY, label text)`);
    await writer.query(`INSERT INTO ${table} VALUES (1, 'before the stop')`);
    // An immediate stop ends the session under the client; the error it then reports is expected.
    writer.on("error", () => {});
    await cluster.stop(mode);
    await writer.end().catch(() => {});

    await cluster.start();
    const reader = await connect(cluster.url);
    const { rows } = await reader.query(`SELECT id, label FROM ${table}`);
    await reader.end();
    expect(rows).toEqual([{ id: 1, label: "before the stop" }]);
  });

  it("refuses connections while stopped and accepts them again after start", async () => {
    await cluster.stop();
    const refused = connect(cluster.url);
    await expect(refused).rejects.toMatchObject({ code: "ECONNREFUSED" });
    await cluster.start();
    const client = await connect(cluster.url);
    expect((await client.query("SELECT 1 AS one")).rows).toEqual([{ one: 1 }]);
    await client.end();
  });

  it("holds an open connection's query and a new connection until resume", async () => {
    const open = await connect(cluster.url);
    await cluster.pause();
    const query = open.query<{ one: number }>("SELECT 1 AS one");
    const opening = connect(cluster.url);
    try {
      expect(await settledWithin(query, 1000)).toBe(PENDING);
      expect(await settledWithin(opening, 0)).toBe(PENDING);
    } finally {
      await cluster.resume();
    }
    expect((await query).rows).toEqual([{ one: 1 }]);
    const reopened = await opening;
    expect((await reopened.query("SELECT 2 AS two")).rows).toEqual([{ two: 2 }]);
    await Promise.all([open.end(), reopened.end()]);
  });

  it("stops a paused cluster", async () => {
    await cluster.pause();
    await cluster.stop("fast");
    await expect(connect(cluster.url)).rejects.toMatchObject({ code: "ECONNREFUSED" });
    await cluster.start();
  });

  // Last: it ends the file's cluster (afterAll's destroy then has nothing left to do).
  it("destroy() stops the cluster and removes its directory", async () => {
    const pid = Number(fs.readFileSync(`${cluster.dir}/data/postmaster.pid`, "utf8").split("\n")[0]);
    expect(isRunning(pid)).toBe(true);
    await cluster.destroy();
    expect(fs.existsSync(cluster.dir)).toBe(false);
    expect(isRunning(pid)).toBe(false);
    await expect(connect(cluster.url)).rejects.toMatchObject({ code: "ECONNREFUSED" });
  });
});

describe.skipIf(!bin)(
  "private PostgreSQL of a killed process (skipped: no PostgreSQL binaries under /usr/lib/postgresql)",
  () => {
    // A test file that crashes or is killed runs no afterAll: the cluster must still go. The worst
    // case: SIGKILL (no exit handler runs) while the cluster is paused (it heeds no signal but SIGCONT).
    it("is stopped and removed after its owner is SIGKILLed while it is paused", async () => {
      const helper = path.resolve(import.meta.dirname, "../helpers/private-postgres.ts");
      const owner = spawn(
        process.execPath,
        [
          "--import",
          "tsx",
          "--input-type=module",
          "-e",
          `const { startPrivatePostgres } = await import(${JSON.stringify(helper)});
         const cluster = await startPrivatePostgres();
         await cluster.pause();
         console.log(JSON.stringify({ dir: cluster.dir, url: cluster.url }));
         setInterval(() => {}, 60_000);`,
        ],
        { stdio: ["ignore", "pipe", "inherit"] },
      );
      let dir: string;
      let pid: number;
      try {
        const [line] = (await once(readline.createInterface({ input: owner.stdout }), "line")) as [string];
        ({ dir } = JSON.parse(line) as { dir: string });
        pid = Number(fs.readFileSync(`${dir}/data/postmaster.pid`, "utf8").split("\n")[0]);
        expect(isRunning(pid)).toBe(true);
      } finally {
        owner.kill("SIGKILL");
      }
      // Bounded by the test timeout: the reaper stops the cluster once the owner's end closes its pipe.
      while (fs.existsSync(dir) || isRunning(pid)) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(fs.existsSync(dir)).toBe(false);
      expect(isRunning(pid)).toBe(false);
    });
  },
);
