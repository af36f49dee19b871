import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { embeddedTarget, inspect, lastLine, postgresTarget, runCliHere, type Target } from "./cli-harness";

// domains:add through the CLI's entry, on a real database.
vi.setConfig({ testTimeout: 240_000, hookTimeout: 120_000 });

const backends: { name: string; make: () => Promise<Target> }[] = [
  { name: "embedded", make: async () => embeddedTarget() },
];
if (process.env.TEST_DATABASE_URL)
  backends.push({ name: "postgres", make: () => postgresTarget(process.env.TEST_DATABASE_URL!) });

describe.each(backends)("domains:add on the $name database", ({ make }) => {
  let target: Target;
  let workspaceId: string;
  beforeAll(async () => {
    target = await make();
    const user = await runCliHere(
      ["users:create", "--email", "owner@example.test", "--password", "correct horse battery", "--name", "Owner"],
      target.env,
    );
    expect(user.code, user.stderr).toBe(0);
    const workspace = await runCliHere(
      ["workspaces:create", "--owner", "owner@example.test", "--name", "Brand"],
      target.env,
    );
    expect(workspace.code, workspace.stderr).toBe(0);
    workspaceId = lastLine(workspace.stdout);
  });
  afterAll(() => target?.dispose());

  it("adds a trusted domain VERIFIED, with no record to set", async () => {
    const added = await runCliHere(
      ["domains:add", "--hostname", "Go.Brand.Test", "--workspace", workspaceId, "--verified"],
      target.env,
    );
    expect(added.code, added.stderr).toBe(0);
    expect(added.stdout).toMatch(/Added go\.brand\.test to "Brand": VERIFIED\./);
    expect(added.stdout).not.toMatch(/TXT/);
    const row = await inspect(target, ({ prisma }) =>
      prisma.domain.findUnique({
        where: { id: lastLine(added.stdout) },
        select: { hostname: true, status: true, accountId: true, verifiedAt: true },
      }),
    );
    expect(row).toMatchObject({ hostname: "go.brand.test", status: "VERIFIED", accountId: workspaceId });
    expect(row?.verifiedAt).toBeInstanceOf(Date);
  });

  it("adds a domain PENDING and prints the TXT record that verifies it", async () => {
    const added = await runCliHere(
      ["domains:add", "--hostname", "links.brand.test", "--workspace", workspaceId],
      target.env,
    );
    expect(added.code, added.stderr).toBe(0);
    expect(added.stdout).toMatch(/Added links\.brand\.test to "Brand": PENDING\./);
    const token = await inspect(target, ({ prisma }) =>
      prisma.domain.findUniqueOrThrow({
        where: { hostname: "links.brand.test" },
        select: { verificationToken: true, status: true },
      }),
    );
    expect(token.status).toBe("PENDING");
    expect(added.stdout).toContain(`TXT _codebeam.links.brand.test  codebeam-verify=${token.verificationToken}`);
  });

  it("refuses a taken hostname, a bad hostname and an unknown workspace, adding nothing", async () => {
    const before = await inspect(target, ({ prisma }) => prisma.domain.count());
    const cases: [string[], number, RegExp][] = [
      [
        ["--hostname", "go.brand.test", "--workspace", workspaceId],
        1,
        /go\.brand\.test is already one of this workspace's domains/,
      ],
      [["--hostname", "https://go.brand.test/x", "--workspace", workspaceId], 2, /--hostname: must be a bare hostname/],
      [["--hostname", "localhost", "--workspace", workspaceId], 2, /--hostname: must have at least two labels/],
      [["--hostname", "10.0.0.1", "--workspace", workspaceId], 2, /--hostname: must be a domain name, not an IP/],
      [["--hostname", "x.brand.test", "--workspace", "c0000000000000000000000000"], 1, /No workspace with the id/],
      [["--hostname", "x.brand.test", "--workspace", "nope"], 2, /--workspace/],
      [["--workspace", workspaceId], 2, /missing --hostname/],
    ];
    for (const [args, code, message] of cases) {
      const result = await runCliHere(["domains:add", ...args], target.env);
      expect(result.code, args.join(" ")).toBe(code);
      expect(result.stderr, args.join(" ")).toMatch(message);
    }
    expect(await inspect(target, ({ prisma }) => prisma.domain.count())).toBe(before);
  });

  it("refuses a hostname another workspace holds with the 409's message", async () => {
    const other = await runCliHere(
      ["workspaces:create", "--owner", "owner@example.test", "--name", "Other"],
      target.env,
    );
    expect(other.code, other.stderr).toBe(0);
    const taken = await runCliHere(
      ["domains:add", "--hostname", "go.brand.test", "--workspace", lastLine(other.stdout), "--verified"],
      target.env,
    );
    expect(taken.code).toBe(1);
    expect(taken.stderr).toMatch(/go\.brand\.test is already added to another workspace/);
  });
});
