// First: the harness loads Next's server environment before anything else.
import { apiStatus, dashboardOutcome, signedInCookie } from "../auth/next-auth-harness";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { ChildProcess } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { GET as balance } from "@/app/api/v1/credits/balance/route";
import { hashApiKey, KEY_PATTERN } from "@/lib/keys/key-format";
import { bearer, call } from "../helpers/http";
import {
  embeddedTarget,
  inspect,
  lastLine,
  postgresTarget,
  runCli,
  runCliHere,
  startScript,
  type Target,
} from "./cli-harness";

// Most commands run through the CLI's entry in this process (runCliHere); each scenario also starts
// the real `tsx cli/index.ts` once (2–4 s on an idle machine, much more on a busy CI box), so the
// process entry, its exit codes and the release of the embedded database stay covered.
vi.setConfig({ testTimeout: 240_000, hookTimeout: 120_000 });
// The dashboard's session helper is marked server-only; this test process is the server.
vi.mock("server-only", () => ({}));

const password = "correct horse battery";
const users = (target: Target) =>
  runCliHere(["users:list", "--json"], target.env).then(
    (result) => JSON.parse(result.stdout) as { email: string; role: string }[],
  );

const backends: { name: string; make: () => Promise<Target> }[] = [
  { name: "embedded", make: async () => embeddedTarget() },
];
if (process.env.TEST_DATABASE_URL)
  backends.push({ name: "postgres", make: () => postgresTarget(process.env.TEST_DATABASE_URL!) });

// A DATA_DIR below a regular file: any attempt to open the database there fails (ENOTDIR).
const unopenable = { DATA_DIR: path.join(fileURLToPath(import.meta.url), "db"), DATABASE_URL: "" };

describe.each(backends)("admin CLI on the $name database", ({ make }) => {
  let target: Target;
  beforeAll(async () => {
    target = await make();
  });
  afterAll(() => target?.dispose());

  it("creates users, the first one ADMIN, and lists them", async () => {
    // A real process: it migrates the fresh database, writes, releases it and exits 0.
    const first = await runCli(
      ["users:create", "--email", "Ada@Example.test", "--password", password, "--name", "Ada Admin"],
      target.env,
    );
    expect(first, first.stderr).toMatchObject({ code: 0, stderr: "" });
    expect(first.stdout).toMatch(/Created ADMIN user ada@example\.test/);
    const second = await runCliHere(
      ["users:create", "--email", "bob@example.test", "--password", password, "--name", "Bob"],
      target.env,
    );
    expect(second.stdout).toMatch(/Created USER user bob@example\.test/);
    const forced = await runCliHere(
      ["users:create", "--email", "cy@example.test", "--password", password, "--name", "Cy", "--admin"],
      target.env,
    );
    expect(forced.stdout).toMatch(/Created ADMIN user cy@example\.test/);

    const table = await runCliHere(["users:list"], target.env);
    expect(table.code).toBe(0);
    const lines = table.stdout.trimEnd().split("\n");
    expect(lines[0]).toMatch(/^id\s+email\s+name\s+role\s+created/);
    expect(lines.slice(2).map((line) => line.split(/\s{2,}/).slice(1, 4))).toEqual([
      ["ada@example.test", "Ada Admin", "ADMIN"],
      ["bob@example.test", "Bob", "USER"],
      ["cy@example.test", "Cy", "ADMIN"],
    ]);
  });

  it("creates an API key printed alone on the last line, and the key works", async () => {
    const result = await runCliHere(
      ["keys:create", "--email", "bob@example.test", "--name", "ci", "--permissions", "qrcode:generate,qrcode:create"],
      target.env,
    );
    expect(result.code, result.stderr).toBe(0);
    const key = lastLine(result.stdout);
    expect(key).toMatch(KEY_PATTERN);
    expect(result.stdout.split("\n").filter((line) => line.includes("cb_sk_"))).toEqual([key]);

    await inspect(target, async ({ prisma }) => {
      const row = await prisma.apiKey.findUnique({
        where: { keyHash: hashApiKey(key) },
        select: { name: true, permissions: true, createdBy: { select: { email: true } } },
      });
      expect(row).toEqual({
        name: "ci",
        permissions: ["qrcode:generate", "qrcode:create"],
        createdBy: { email: "bob@example.test" },
      });
      const answer = await call(balance, "/api/v1/credits/balance", { headers: bearer(key) });
      expect(answer.status).toBe(200);
      expect(answer.body.balance).toBe(100);
    });
  });

  it("grants credits, prints the new balance, and the ledger shows it", async () => {
    const result = await runCliHere(
      ["credits:grant", "--email", "bob@example.test", "--amount", "25", "--reason", "support refund"],
      target.env,
    );
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/New balance: 125$/m);
    await inspect(target, async ({ prisma }) => {
      const bob = await prisma.user.findUniqueOrThrow({
        where: { email: "bob@example.test" },
        select: { accountId: true },
      });
      const rows = await prisma.creditLedgerEntry.findMany({
        where: { accountId: bob.accountId },
        orderBy: { createdAt: "asc" },
        select: { amount: true, reason: true, balanceAfter: true },
      });
      expect(rows).toEqual([
        { amount: 100, reason: "starting_grant", balanceAfter: 100 },
        { amount: 25, reason: "support refund", balanceAfter: 125 },
      ]);
    });
  });

  it("revokes a user's sessions: a signed-in cookie that worked answers 401 and the dashboard sends it to sign-in", async () => {
    const cookie = await inspect(target, async () => {
      const signedIn = await signedInCookie("bob@example.test", password);
      expect(await apiStatus(signedIn)).toBe(200);
      expect(await dashboardOutcome(signedIn)).toBe("rendered");
      return signedIn;
    });
    const result = await runCliHere(["users:revoke-sessions", "--email", "BOB@example.test"], target.env);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/Ended every session of bob@example\.test/);
    await inspect(target, async ({ prisma }) => {
      expect(await apiStatus(cookie)).toBe(401);
      expect(await dashboardOutcome(cookie)).toBe("redirect /signin");
      const versions = await prisma.user.findMany({
        orderBy: { email: "asc" },
        select: { email: true, sessionVersion: true },
      });
      expect(versions.map((user) => [user.email, user.sessionVersion])).toEqual([
        ["ada@example.test", 0],
        ["bob@example.test", 1],
        ["cy@example.test", 0],
      ]);
    });
  });

  it("refuses what the database rejects with a message naming the problem, and writes nothing", async () => {
    const refused: [string[], number, RegExp][] = [
      [
        ["keys:create", "--email", "nobody@example.test", "--name", "k", "--permissions", "qrcode:generate"],
        1,
        /No user with the email nobody@example\.test/,
      ],
      [
        ["credits:grant", "--email", "nobody@example.test", "--amount", "5"],
        1,
        /No user with the email nobody@example\.test/,
      ],
      [["users:revoke-sessions", "--email", "nobody@example.test"], 1, /No user with the email nobody@example\.test/],
      [["credits:grant", "--email", "bob@example.test", "--amount=0"], 2, /--amount: must be a positive whole number/],
      [
        ["users:create", "--email", "BOB@example.test", "--password", password, "--name", "Bob again"],
        1,
        /already exists/,
      ],
    ];
    for (const [args, code, message] of refused) {
      const result = await runCliHere(args, target.env);
      expect({ args, code: result.code }).toEqual({ args, code });
      expect(result.stderr).toMatch(message);
      expect(result.stderr).not.toMatch(/\n\s+at /);
    }
    expect((await users(target)).map((user) => user.email)).toEqual([
      "ada@example.test",
      "bob@example.test",
      "cy@example.test",
    ]);
    await inspect(target, async ({ prisma }) => {
      expect(await prisma.apiKey.count()).toBe(1);
      expect(await prisma.creditLedgerEntry.count({ where: { reason: { not: "starting_grant" } } })).toBe(1);
    });
  });
});

describe("admin CLI while another process holds the embedded database", () => {
  const target = embeddedTarget();
  let holder: ChildProcess | undefined;
  afterAll(async () => {
    holder?.kill("SIGKILL");
    await target.dispose();
  });

  it("refuses at once naming the holding process, and works again once it is gone", async () => {
    const started = await startScript(path.join("tests", "cli", "fixtures", "hold-database.ts"), target.env);
    holder = started.child;
    expect(started.firstLine).toBe(`ready ${holder.pid}`);

    // The refused create is a real process (exit code 1 from the entry); the list runs in-process.
    const refusals = [
      await runCliHere(["users:list"], target.env),
      await runCli(
        ["users:create", "--email", "late@example.test", "--password", password, "--name", "Late"],
        target.env,
      ),
    ];
    for (const refused of refusals) {
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain(`in use by process ${holder.pid}`);
      expect(refused.stderr).not.toMatch(/\n\s+at /);
    }

    const exited = new Promise((resolve) => holder!.once("exit", resolve));
    holder.kill("SIGTERM");
    await exited;
    holder = undefined;

    expect(await users(target)).toEqual([]); // the refused create wrote nothing
    const created = await runCliHere(
      ["users:create", "--email", "late@example.test", "--password", password, "--name", "Late"],
      target.env,
    );
    expect(created.code, created.stderr).toBe(0);
    expect((await users(target)).map((user) => [user.email, user.role])).toEqual([["late@example.test", "ADMIN"]]);
  });
});

describe("admin CLI usage and input checks (before any database is opened)", () => {
  it("prints usage for help, --help and no command, naming every command", async () => {
    for (const args of [[], ["help"], ["--help"]]) {
      const result = await runCliHere(args, unopenable);
      expect(result.code).toBe(0);
      for (const command of [
        "users:create",
        "users:list",
        "users:revoke-sessions",
        "keys:create",
        "credits:grant",
        "workspaces:create",
        "members:add",
        "domains:add",
        "import --workspace",
      ])
        expect(result.stdout).toContain(command);
    }
  });

  it("refuses a bad command line with exit code 2 and a message naming the problem", async () => {
    const cases: [string[], RegExp][] = [
      [
        ["users:create", "--email", "not-an-email", "--password", password, "--name", "X"],
        /--email: must be a valid email address/,
      ],
      [
        ["users:create", "--email", "x@example.test", "--password", "short", "--name", "X"],
        /--password: must be at least 8 characters/,
      ],
      [["users:create", "--email", "x@example.test", "--name", "X"], /missing --password/],
      [
        ["keys:create", "--email", "bob@example.test", "--name", "k", "--permissions", "qrcode:generate,qrcode:delete"],
        /unknown permission 'qrcode:delete'/,
      ],
      [
        ["keys:create", "--email", "bob@example.test", "--name", "k", "--permissions", ","],
        /--permissions: choose at least one permission/,
      ],
      [
        ["credits:grant", "--email", "bob@example.test", "--amount", "lots"],
        /--amount: must be a positive whole number/,
      ],
      [["users:list", "--verbose"], /Unknown option '--verbose'/],
      [["users:revoke-sessions"], /missing --email/],
      [["users:revoke-sessions", "--email", "not-an-email"], /--email: must be a valid email address/],
      [["users:delete"], /unknown command 'users:delete'/],
    ];
    // The first case runs as a real process (exit code 2 from the entry), the others in-process.
    const results = [await runCli(cases[0][0], unopenable)];
    for (const [args] of cases.slice(1)) results.push(await runCliHere(args, unopenable));
    results.forEach((result, index) => {
      const [args, message] = cases[index];
      expect({ args, code: result.code, stdout: result.stdout }).toEqual({ args, code: 2, stdout: "" });
      expect(result.stderr).toMatch(message);
      expect(result.stderr).not.toMatch(/\n\s+at /); // no stack trace
    });
  });
});
