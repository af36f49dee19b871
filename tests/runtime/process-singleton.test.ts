import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const SINGLETON = "lib/runtime/process-singleton.ts";

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "generated" ? [] : sourceFiles(full);
    return /\.(ts|tsx|mts)$/.test(entry.name) ? [full] : [];
  });
}

describe("process-wide state", () => {
  it("is one value per process, whichever copy of the module asks", async () => {
    const first = await import("@/lib/runtime/process-singleton");
    vi.resetModules(); // a second copy of the module, as another bundle holds
    const second = await import("@/lib/runtime/process-singleton");
    expect(second).not.toBe(first);
    const made = vi.fn(() => ({ listeners: new Set<string>() }));
    const one = first.processSingleton("test value", made);
    expect(second.processSingleton("test value", made)).toBe(one);
    expect(made).toHaveBeenCalledTimes(1);
    first.processSlot<number>("test slot").current = 7;
    expect(second.processSlot<number>("test slot").current).toBe(7);
  });

  it("lives only in lib/runtime/process-singleton.ts: no other module of lib/ keeps it on globalThis", () => {
    const others = sourceFiles(path.join(ROOT, "lib"))
      .map((file) => path.relative(ROOT, file))
      .filter((file) => file !== SINGLETON && readFileSync(path.join(ROOT, file), "utf8").includes("globalThis"));
    expect(others).toEqual([]);
  });
});
