import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { embeddedTarget, inspect, lastLine, postgresTarget, runCliHere, type Target } from "./cli-harness";

// workspaces:create, members:add and credits:grant --workspace, through the CLI's entry.
vi.setConfig({ testTimeout: 240_000, hookTimeout: 120_000 });

const password = "correct horse battery";
const backends: { name: string; make: () => Promise<Target> }[] = [
  { name: "embedded", make: async () => embeddedTarget() },
];
if (process.env.TEST_DATABASE_URL)
  backends.push({ name: "postgres", make: () => postgresTarget(process.env.TEST_DATABASE_URL!) });

describe.each(backends)("the workspace commands on the $name database", ({ make }) => {
  let target: Target;
  beforeAll(async () => {
    target = await make();
    for (const [email, name] of [
      ["owner@example.test", "Owner"],
      ["mate@example.test", "Mate"],
    ]) {
      const made = await runCliHere(
        ["users:create", "--email", email, "--password", password, "--name", name],
        target.env,
      );
      expect(made.code, made.stderr).toBe(0);
    }
  });
  afterAll(() => target?.dispose());

  it("create a workspace, add a member, grant it credits; the rows say so", async () => {
    const created = await runCliHere(
      ["workspaces:create", "--owner", "owner@example.test", "--name", "Bistro"],
      target.env,
    );
    expect(created.code, created.stderr).toBe(0);
    expect(created.stdout).toMatch(
      /Created workspace "Bistro" \(slug bistro-[0-9a-f]{8}\) owned by owner@example\.test/,
    );
    const workspaceId = lastLine(created.stdout);

    const added = await runCliHere(
      ["members:add", "--workspace", workspaceId, "--email", "mate@example.test", "--role", "editor"],
      target.env,
    );
    expect(added.code, added.stderr).toBe(0);
    expect(added.stdout).toMatch(/Added mate@example\.test to "Bistro" as EDITOR/);
    const again = await runCliHere(
      ["members:add", "--workspace", workspaceId, "--email", "mate@example.test", "--role", "VIEWER"],
      target.env,
    );
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/already a member/);

    const granted = await runCliHere(["credits:grant", "--workspace", workspaceId, "--amount", "40"], target.env);
    expect(granted.code, granted.stderr).toBe(0);
    expect(granted.stdout).toMatch(/Granted 40 credits to "Bistro"\. New balance: 40$/m);

    await inspect(target, async ({ prisma }) => {
      const members = await prisma.membership.findMany({
        where: { accountId: workspaceId },
        orderBy: { joinedAt: "asc" },
        select: { role: true, user: { select: { email: true } } },
      });
      expect(members).toEqual([
        { role: "OWNER", user: { email: "owner@example.test" } },
        { role: "EDITOR", user: { email: "mate@example.test" } },
      ]);
    });
  });

  it("refuse what names nothing, and a bad command line, changing nothing", async () => {
    const cases: [string[], number, RegExp][] = [
      [["workspaces:create", "--owner", "nobody@example.test", "--name", "X"], 1, /No user with the email/],
      [["workspaces:create", "--owner", "owner@example.test", "--name", " "], 2, /--name/],
      [
        [
          "members:add",
          "--workspace",
          "c0000000000000000000000000",
          "--email",
          "mate@example.test",
          "--role",
          "EDITOR",
        ],
        1,
        /No workspace with the id/,
      ],
      [["members:add", "--workspace", "nope", "--email", "mate@example.test", "--role", "EDITOR"], 2, /--workspace/],
      [
        ["members:add", "--workspace", "c0000000000000000000000000", "--email", "mate@example.test", "--role", "KING"],
        2,
        /--role/,
      ],
      [["credits:grant", "--amount", "5"], 2, /--email: give --email or --workspace/],
      [
        [
          "credits:grant",
          "--email",
          "owner@example.test",
          "--workspace",
          "c0000000000000000000000000",
          "--amount",
          "5",
        ],
        2,
        /one of them/,
      ],
    ];
    const before = await inspect(target, ({ prisma }) => prisma.account.count());
    for (const [args, code, message] of cases) {
      const result = await runCliHere(args, target.env);
      expect(result.code, args.join(" ")).toBe(code);
      expect(result.stderr, args.join(" ")).toMatch(message);
    }
    expect(await inspect(target, ({ prisma }) => prisma.account.count())).toBe(before);
  });
});
