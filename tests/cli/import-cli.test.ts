import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startFakeShlink } from "../helpers/fake-shlink-server";
import { csvOf } from "../imports/import-helpers";
import { embeddedTarget, inspect, lastLine, runCli, runCliHere, type Target } from "./cli-harness";
import { useGenerousLimits } from "../helpers/generous-limits";

useGenerousLimits();

// `import --source csv` through the CLI's entry on the embedded database: created as the
// workspace's owner and run in this process to its end.
vi.setConfig({ testTimeout: 240_000, hookTimeout: 120_000 });

describe("import on the embedded database", () => {
  let target: Target;
  let env: Record<string, string>;
  let workspaceId: string;
  let slug: string;
  let dir: string;
  let file: string;
  const codes = () => inspect(target, ({ prisma }) => prisma.qrCode.count({ where: { accountId: workspaceId } }));
  const cli = (args: string[]) => runCliHere(["import", ...args], env);

  beforeAll(async () => {
    target = embeddedTarget();
    env = { ...target.env, CLI_IMPORT_PROGRESS_MS: "5" };
    const user = await runCliHere(
      ["users:create", "--email", "owner@example.test", "--password", "correct horse battery", "--name", "Owner"],
      env,
    );
    expect(user.code, user.stderr).toBe(0);
    const workspace = await runCliHere(["workspaces:create", "--owner", "owner@example.test", "--name", "Menu"], env);
    expect(workspace.code, workspace.stderr).toBe(0);
    workspaceId = lastLine(workspace.stdout);
    slug = /slug (\S+)\)/.exec(workspace.stdout)![1];
    const granted = await runCliHere(["credits:grant", "--workspace", workspaceId, "--amount", "1000"], env);
    expect(granted.code, granted.stderr).toBe(0);
    dir = mkdtempSync(path.join(tmpdir(), "codebeam-import-cli-"));
    file = path.join(dir, "links.csv");
    writeFileSync(
      file,
      csvOf([
        ["url", "name", "tags"],
        ["https://example.com/menu", "Menu", "print|food"],
        ["not a url", "Broken", ""],
        ["https://example.com/wine", "Wine list", ""],
      ]),
    );
  });
  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    await target?.dispose();
  });

  it("--dry-run counts the rows and the credits and writes no code", async () => {
    const dry = await cli(["--workspace", workspaceId, "--source", "csv", "--file", file, "--dry-run"]);
    expect(dry.code, dry.stderr).toBe(0);
    expect(dry.stdout).toMatch(/\(csv, dry run\) into "Menu" as owner@example\.test: queued\./);
    expect(dry.stdout).toMatch(/SUCCEEDED: 3 rows, 2 to create, 0 updated, 0 skipped, 1 failed; credits needed: 20\./);
    expect(dry.stdout).toMatch(/row 2, url: /);
    expect(await codes()).toBe(0);
  });

  it("imports the good rows by the workspace's slug, prints progress and the bad row; again, skips them", async () => {
    const run = await cli(["--workspace", slug, "--source", "csv", "--file", file]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/^ {2}3\/3 processed: 2 created, 0 updated, 0 skipped, 1 failed$/m);
    expect(run.stdout).toMatch(/SUCCEEDED: 3 rows, 2 created, 0 updated, 0 skipped, 1 failed\./);
    expect(run.stdout).toMatch(/Row errors:\n {2}row 2, url: .+/);
    const importId = lastLine(run.stdout);
    const rows = await inspect(target, async ({ prisma }) => ({
      made: await prisma.import.findUniqueOrThrow({ where: { id: importId }, select: { createdByUserId: true } }),
      owner: await prisma.user.findUniqueOrThrow({ where: { email: "owner@example.test" }, select: { id: true } }),
      codes: await prisma.qrCode.findMany({
        where: { accountId: workspaceId },
        orderBy: { name: "asc" },
        select: { name: true, targetUrl: true, tags: true, createdByUserId: true },
      }),
    }));
    expect(rows.made.createdByUserId).toBe(rows.owner.id);
    expect(rows.codes).toEqual([
      { name: "Menu", targetUrl: "https://example.com/menu", tags: ["print", "food"], createdByUserId: rows.owner.id },
      { name: "Wine list", targetUrl: "https://example.com/wine", tags: [], createdByUserId: rows.owner.id },
    ]);

    const again = await cli(["--workspace", workspaceId, "--source", "csv", "--file", file]);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toMatch(/SUCCEEDED: 3 rows, 0 created, 0 updated, 2 skipped, 1 failed\./);
    expect(await codes()).toBe(2);
  });

  it("imports from a Shlink server's API with --visits, and a real process exits with the import's code", async () => {
    const shlink = await startFakeShlink({ count: 3, visitsOf: () => 2 });
    try {
      const args = ["--workspace", workspaceId, "--source", "shlink", "--base-url", shlink.origin];
      const shlinkEnv = { ...env, ALLOW_PRIVATE_TARGETS: "1" }; // the fake listens on 127.0.0.1
      const run = await runCliHere(["import", ...args, "--api-key", shlink.apiKey, "--visits"], shlinkEnv);
      expect(run.code, run.stderr).toBe(0);
      expect(run.stdout).toMatch(/SUCCEEDED: 3 rows, 3 created, 0 updated, 0 skipped, 0 failed\./);
      expect(await codes()).toBe(5);
      const scans = await inspect(target, ({ prisma }) =>
        prisma.scanEvent.count({ where: { qrCode: { accountId: workspaceId, importSource: "shlink" } } }),
      );
      expect(scans).toBe(6); // two visits of each of the three links, none a bot
      // The refused key fails the whole import: exit 1 from the process itself, nothing written.
      const refused = await runCli(["import", ...args, "--api-key", "wrong-key"], shlinkEnv);
      expect(refused.code, refused.stderr).toBe(1);
      expect(refused.stdout).toMatch(/FAILED: 0 rows/);
      expect(await codes()).toBe(5);
    } finally {
      await shlink.close();
    }
  });

  it("exits 1 when the import fails (no credits) and when the workspace is unknown, writing nothing", async () => {
    const poor = await runCliHere(["workspaces:create", "--owner", "owner@example.test", "--name", "Poor"], env);
    expect(poor.code, poor.stderr).toBe(0);
    const failed = await cli(["--workspace", lastLine(poor.stdout), "--source", "csv", "--file", file]);
    expect(failed.code).toBe(1);
    expect(failed.stdout).toMatch(/FAILED: 3 rows/);
    expect(failed.stderr).toMatch(/needs 20 credits/);

    const unknown = await cli(["--workspace", "c0000000000000000000000000", "--source", "csv", "--file", file]);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toMatch(/No workspace with the id or slug c0000000000000000000000000/);
    expect(await codes()).toBe(5);
  });

  it("exits 2 on a wrong command line, before anything is queued", async () => {
    const before = await inspect(target, ({ prisma }) => prisma.import.count());
    const cases: [string[], RegExp][] = [
      [["--workspace", workspaceId, "--source", "csv"], /--file: is required with --source csv/],
      [["--source", "csv", "--file", file], /missing --workspace/],
      [["--workspace", workspaceId, "--file", file], /missing --source/],
      [["--workspace", workspaceId, "--source", "yourls", "--file", file], /--source: must be one of csv/],
      [["--workspace", workspaceId, "--source", "csv", "--file", path.join(dir, "nope.csv")], /--file: cannot read/],
      [["--workspace", workspaceId, "--source", "csv", "--file", file, "--token", "x"], /--token: is not an option/],
      [["--workspace", workspaceId, "--source", "shlink", "--api-key", "k"], /--base-url: is required/],
      [
        ["--workspace", workspaceId, "--source", "shlink", "--base-url", "ftp://x", "--api-key", "k"],
        /--base-url: must be an http or https URL/,
      ],
      [["--workspace", workspaceId, "--source", "bitly"], /--token: is required with --source bitly/],
      [["--workspace", workspaceId, "--source", "csv", "--file", file, "--bogus"], /Unknown option '--bogus'/],
    ];
    for (const [args, message] of cases) {
      const result = await cli(args);
      expect(result.code, args.join(" ")).toBe(2);
      expect(result.stderr, args.join(" ")).toMatch(message);
    }
    const large = path.join(dir, "large.csv");
    writeFileSync(large, csvOf([["url"], ...Array.from({ length: 60 }, (_, i) => [`https://example.com/${i}`])]));
    const tooLarge = await runCliHere(["import", "--workspace", workspaceId, "--source", "csv", "--file", large], {
      ...env,
      IMPORT_MAX_BYTES: "1024",
    });
    expect(tooLarge.code, tooLarge.stderr).toBe(2);
    expect(tooLarge.stderr).toMatch(/--file: must be at most 1024 bytes/);
    expect(await inspect(target, ({ prisma }) => prisma.import.count())).toBe(before);
  });
});
