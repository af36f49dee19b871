import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { embeddedTarget, inspect, lastLine, runCliHere, type Target } from "./cli-harness";

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

describe("npm run cli -- users:reset-password", () => {
  let target: Target;
  beforeAll(() => {
    target = embeddedTarget();
  });
  afterAll(() => target?.dispose());

  it("prints a one-time 30-minute link for the user, stored only as its hash", async () => {
    const env = { ...target.env, APP_URL: "https://codes.example.test" };
    const email = "forgetful@example.test";
    const created = await runCliHere(
      ["users:create", "--email", email, "--password", "first password", "--name", "Forgetful"],
      env,
    );
    expect(created.code).toBe(0);
    const before = Date.now();
    const printed = await runCliHere(["users:reset-password", "--email", email], env);
    expect(printed.code, printed.stderr).toBe(0);
    const link = lastLine(printed.stdout);
    expect(link).toMatch(/^https:\/\/codes\.example\.test\/reset-password\?token=[\w-]{43}$/);
    const token = new URL(link).searchParams.get("token")!;
    const rows = await inspect(target, (database) =>
      database.prisma.passwordResetToken.findMany({ select: { tokenHash: true, expiresAt: true, usedAt: true } }),
    );
    expect(rows).toEqual([
      { tokenHash: createHash("sha256").update(token).digest("hex"), expiresAt: expect.any(Date), usedAt: null },
    ]);
    const minutes = (rows[0].expiresAt.getTime() - before) / 60_000;
    expect(minutes).toBeGreaterThan(29.9);
    expect(minutes).toBeLessThanOrEqual(30.1);

    const unknown = await runCliHere(["users:reset-password", "--email", "nobody@example.test"], env);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain("No user with the email nobody@example.test");
    expect((await runCliHere(["users:reset-password"], env)).code).toBe(2);
  });
});
