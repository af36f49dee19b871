import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, it } from "vitest";
import { acquireEmbeddedLock } from "@/lib/db/embedded-lock";

it("releasing a lock removes its file and its exit listener, however many databases a process opens", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "codebeam-lock-"));
  const listeners = process.listenerCount("exit");
  for (let i = 0; i < 20; i++) {
    const release = acquireEmbeddedLock(dir);
    expect(fs.existsSync(path.join(dir, "codebeam.lock"))).toBe(true);
    expect(process.listenerCount("exit")).toBe(listeners + 1);
    release();
    expect(fs.existsSync(path.join(dir, "codebeam.lock"))).toBe(false);
  }
  expect(process.listenerCount("exit")).toBe(listeners);
  fs.rmSync(dir, { recursive: true, force: true });
});
