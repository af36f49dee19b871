import fs from "node:fs";
import path from "node:path";

/** Thrown when another live process holds the embedded database. */
export class DatabaseBusyError extends Error {}

interface LockInfo {
  pid: number;
  command: string;
  startedAt: string;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function readLock(file: string): LockInfo | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8")) as LockInfo;
  } catch {
    return undefined;
  }
}

/**
 * PGlite is single-writer: two processes on one data directory would corrupt it. The first
 * process writes its pid to a lock file (O_EXCL); a second one fails at once naming the holder.
 * A lock left by a dead process is taken over.
 */
export function acquireEmbeddedLock(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, "codebeam.lock");
  const info: LockInfo = {
    pid: process.pid,
    command: process.argv
      .slice(1)
      .map((arg) => path.basename(arg))
      .join(" "),
    startedAt: new Date().toISOString(),
  };
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(file, JSON.stringify(info), { flag: "wx" });
      const release = () => {
        process.removeListener("exit", release); // a process may open and close many databases
        if (readLock(file)?.pid === process.pid) fs.rmSync(file, { force: true });
      };
      process.once("exit", release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = readLock(file);
      if (holder && holder.pid !== process.pid && isAlive(holder.pid)) {
        throw new DatabaseBusyError(
          `The embedded database in ${path.resolve(dataDir)} is in use by process ${holder.pid} ` +
            `(${holder.command}, since ${holder.startedAt}). Only one process may open it: stop that ` +
            `process first, or use PostgreSQL through DATABASE_URL.`,
        );
      }
      fs.rmSync(file, { force: true }); // stale: its process is gone
    }
  }
  throw new DatabaseBusyError(`Could not lock the embedded database in ${path.resolve(dataDir)}.`);
}
