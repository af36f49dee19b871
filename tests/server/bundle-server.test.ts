import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { bundleServer } from "../../scripts/lib/bundle-server.mjs";

// `npm start` builds, then lives as long as the server it starts: any process the build left
// behind as its child (running, or exited and never reaped: "defunct") stays that long too.
const outDir = fs.mkdtempSync(path.join(os.tmpdir(), "codebeam-bundle-"));
afterAll(() => fs.rmSync(outDir, { recursive: true, force: true }));

/** This process's child processes, with their state letter (Z: defunct), from /proc. */
function childProcesses(): string[] {
  const children: string[] = [];
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = fs.readFileSync(path.join("/proc", entry, "stat"), "utf8");
    } catch {
      continue; // ended while listed
    }
    // pid (comm) state ppid …; comm may hold spaces and parentheses, so read after the last ")".
    const [state, ppid] = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    if (Number(ppid) === process.pid)
      children.push(`${entry} ${stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"))} ${state}`);
  }
  return children;
}

describe.runIf(process.platform === "linux")("the server bundle step of the build", () => {
  it("writes the bundle and leaves no child process behind, running or defunct", () => {
    expect(childProcesses()).toEqual([]);
    const outfile = path.join(outDir, "server.mjs");
    bundleServer(outfile);
    expect(fs.readFileSync(outfile, "utf8")).toContain("Codebeam is running");
    expect(childProcesses()).toEqual([]);
  });
});
