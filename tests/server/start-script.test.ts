import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@/lib/db/client";
import { FORM_BODY_LIMIT } from "@/lib/server/cap-request-body";
import { processTree } from "@/bench/process-tree";
import { openTestDatabase, testDatabaseKind } from "../helpers/database";
import { makeCheckout, post, runStartScript, type StartedScript, until } from "./checkout";

// `npm start` as a process, in a fresh checkout of its own (its one production build is made here,
// by two `npm start` at once, and then serves the body-limit checks). Ports 3131 and 3132.
const PORTS = [3131, 3132];
const BUILD_AND_START_MS = 25 * 60_000; // a cold build on a busy 2-core machine

const SECRETS = {
  AUTH_SECRET: "test-auth-secret-0123456789abcdefghijklmnop",
  VISITOR_HASH_SECRET: "test-visitor-secret-0123456789abcdefghijkl",
  WEBHOOK_SECRET_KEY: "test-webhook-secret-key-0123456789abcdefghij",
};

describe("npm start", () => {
  let checkout: string;
  let database: Database | undefined;
  const dataDirs: string[] = [];
  const started: StartedScript[] = [];

  beforeAll(() => {
    checkout = makeCheckout();
  });
  afterAll(async () => {
    await Promise.all(started.map((script) => script.stop()));
    await database?.close();
    for (const dir of [checkout, ...dataDirs]) fs.rmSync(dir, { recursive: true, force: true });
  });

  const dataDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "codebeam-start-data-"));
    dataDirs.push(dir);
    return dir;
  };

  it("with DATABASE_URL and without the secrets stops before building, in one line naming them", async () => {
    const script = runStartScript(checkout, {
      DATABASE_URL: "postgres://postgres@127.0.0.1:3139/unused",
      DATA_DIR: dataDir(),
      PORT: String(PORTS[0]),
    });
    expect(await script.exited).toBe(1);
    expect(script.output().trim()).toBe(
      "AUTH_SECRET, VISITOR_HASH_SECRET, WEBHOOK_SECRET_KEY must be set (32+ random characters) when DATABASE_URL is used.",
    );
    expect(fs.existsSync(path.join(checkout, ".next"))).toBe(false); // no build was started
  });

  it(
    "twice at once: one builds (without the secrets), the other waits for that build, both serve",
    async () => {
      // PostgreSQL: both on one database, with DATABASE_URL during the build. Embedded: a data dir each
      // (the embedded database admits one process).
      database = testDatabaseKind === "postgres" ? await openTestDatabase() : undefined;
      const envFor = (port: number) => ({
        PORT: String(port),
        HOST: "127.0.0.1",
        APP_URL: `http://127.0.0.1:${port}`,
        DATA_DIR: dataDir(),
        ...(database ? { DATABASE_URL: database.location, ...SECRETS } : {}),
      });
      const [first, second] = PORTS.map((port) => runStartScript(checkout, envFor(port)));
      started.push(first, second);
      const running = (script: StartedScript) => script.output().includes("Codebeam is running");
      const failed = () => first.child.exitCode !== null || second.child.exitCode !== null;
      await until(() => (running(first) && running(second)) || failed(), "both servers", BUILD_AND_START_MS);
      expect(failed(), `first:\n${first.output()}\nsecond:\n${second.output()}`).toBe(false);

      const outputs = [first, second].map((script) => script.output());
      const builder = outputs.findIndex((output) => output.includes("No production build yet: building"));
      expect(builder).not.toBe(-1);
      const waiter = 1 - builder;
      expect(outputs[waiter]).toContain(
        `Another build of this checkout is running (process ${started[builder].child.pid}): waiting for it to finish…`,
      );
      expect(outputs[waiter]).not.toContain("building");
      expect(outputs[waiter]).not.toContain("Another next build process is already running");
      expect(fs.existsSync(path.join(checkout, ".next", "BUILD_ID"))).toBe(true);
      expect(fs.existsSync(path.join(checkout, "node_modules", ".cache", "codebeam-build.lock"))).toBe(false); // released
      for (const port of PORTS) expect((await fetch(`http://127.0.0.1:${port}/signout`)).status).toBe(200); // rendered per request
    },
    BUILD_AND_START_MS + 60_000,
  );

  describe("request bodies outside /api/v1", () => {
    const port = PORTS[0];
    const form = { "content-type": "application/x-www-form-urlencoded" };
    const credentials = "/api/auth/callback/credentials";

    it("a declared body over the limit answers 413 before it is sent", async () => {
      // 50 MB announced, 1 KB sent: the answer comes without the rest.
      const answer = await post(
        port,
        credentials,
        { ...form, "content-length": String(50 * 1024 * 1024) },
        [Buffer.alloc(1024, "a")],
        false,
      );
      expect(answer.status).toBe(413);
      expect(answer.body).toContain(`at most ${FORM_BODY_LIMIT} bytes`);
    });

    it("a chunked body answers 413 once it passes the limit", async () => {
      const pieces = Array.from({ length: 8 }, () => Buffer.alloc(10 * 1024, "a")); // 80 KB in 10 KB chunks
      const answer = await post(port, credentials, { ...form, "transfer-encoding": "chunked" }, pieces);
      expect(answer.status).toBe(413);
    });

    it("a small chunked body reaches the route whole", async () => {
      const body = Buffer.from(
        JSON.stringify({
          name: "Chunked",
          email: `chunked-${Date.now()}@example.test`,
          password: "correct horse battery",
        }),
      );
      const halves = [body.subarray(0, 20), body.subarray(20)];
      const answer = await post(
        port,
        "/api/account/signup",
        { "content-type": "application/json", "transfer-encoding": "chunked" },
        halves,
      );
      expect(answer.status, answer.body).toBe(201);
      expect(JSON.parse(answer.body)).toMatchObject({ name: "Chunked" });
    });

    it("a sign-in form of normal size goes through to next-auth", async () => {
      const answer = await post(port, credentials, form, [
        Buffer.from("email=a%40example.test&password=wrong&csrfToken=x"),
      ]);
      expect(answer.status).not.toBe(413);
      expect(answer.status).toBeLessThan(500);
    });

    it("/api/v1 keeps its own, larger limit", async () => {
      const body = Buffer.from(JSON.stringify({ data: "x".repeat(FORM_BODY_LIMIT * 2) }));
      const answer = await post(port, "/api/v1/qrcode/generate", { "content-type": "application/json" }, [body]);
      expect(answer.status).not.toBe(413); // withApi reads it (up to MAX_BODY_BYTES) and judges the fields
      expect(answer.status).toBe(400);
    });
  });

  it("through npm is two processes, npm and the server, and SIGTERM to npm stops both", async () => {
    const port = PORTS[1];
    await started[1]?.stop(); // the second server of the build test, on this port
    const script = runStartScript(
      checkout,
      {
        PORT: String(port),
        HOST: "127.0.0.1",
        APP_URL: `http://127.0.0.1:${port}`,
        DATA_DIR: dataDir(),
        ...(database ? { DATABASE_URL: database.location, ...SECRETS } : {}),
      },
      { npm: true },
    );
    started.push(script);
    const running = () => script.output().includes("Codebeam is running") || script.child.exitCode !== null;
    await until(running, "npm start", 120_000);
    expect(script.child.exitCode, script.output()).toBeNull();

    const tree = processTree(script.child.pid ?? 0);
    expect(tree.length, JSON.stringify(tree)).toBe(2);
    const [, server] = tree;
    expect(server.command).toMatch(/--max-old-space-size=192 scripts\/start\.mjs/);
    // The environment it started with (what glibc read), not what the script set since.
    const environ = fs.readFileSync(`/proc/${server.pid}/environ`, "utf8").split("\0");
    expect(environ).toContain("MALLOC_ARENA_MAX=1");
    expect(environ).toContain("MALLOC_MMAP_THRESHOLD_=131072");
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);

    await script.stop(); // npm passes SIGTERM on and exits once the server has
    expect(script.output()).toContain("SIGTERM: finishing open requests");
    expect(fs.existsSync(`/proc/${server.pid}`)).toBe(false);
  });
});
