import fs from "node:fs/promises";
import path from "node:path";
import { type JournalItem, journalLine, parseJournalLine } from "./journal-line";

export type { JournalItem } from "./journal-line";

export interface JournalChunk {
  /** Complete lines from the offset asked for, each with the byte offset just past it. */
  items: { item: JournalItem; end: number }[];
  /** Where the next read starts (the offset asked for when nothing complete follows it). */
  end: number;
}

export interface JournalStats {
  bytes: number;
  entries: number;
  /** Scans and filtered counts that found the journal full or unwritable (since the process started). */
  dropped: number;
  maxBytes: number;
  /** False after a write failed (disk full, read-only file system), until one succeeds. */
  writable: boolean;
}

export interface ScanJournal {
  /** Appends one entry; resolves once it is on disk (fsync'd with the entries queued beside it). */
  append(item: JournalItem): Promise<"journaled" | "dropped">;
  /** True while this process's file holds entries not yet retired: new scans must queue behind them. */
  pending(): boolean;
  /** Files to replay, oldest first: those of processes gone, then this process's own. */
  files(): Promise<string[]>;
  read(file: string, from: number, maxBytes?: number): Promise<JournalChunk>;
  /** Whether `file` is the one this process appends to. */
  isOwn(file: string): boolean;
  /** Resolves once appends queued so far are written (or dropped). */
  idle(): Promise<void>;
  /**
   * Removes a replayed file. This process's own file only once nothing was appended past `end`
   * (replay to `idle()` first, with appends held): answers false otherwise.
   */
  retire(file: string, end: number): Promise<boolean>;
  stats(): JournalStats;
  close(): Promise<void>;
}

const SUFFIX = ".jsonl";
const READ_CHUNK = 256 * 1024;

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
};

/**
 * The scan journal: append-only files under `dir` (one per process, named `<ms>-<pid>-<random>`,
 * so files sort oldest first and a process never writes another's), one JSON entry per line.
 * Appends queued while a write runs go out as one write and one fdatasync, as the scan writer's
 * batches do; the request's answer waits for it, so a 302 answered is a scan on disk. A torn last
 * line (a crash mid-write) was never acknowledged, and reads stop before it. A write that fails is
 * cut back off the file, so later lines never join a torn one.
 */
export function createScanJournal(
  dir: string,
  options: { maxBytes: number; log?: (line: string) => void },
): ScanJournal {
  const log = options.log ?? ((line: string) => console.error(line));
  let current: { file: string; handle: fs.FileHandle; size: number } | null = null;
  let queue: { line: string; resolve: (outcome: "journaled" | "dropped") => void }[] = [];
  let writing: Promise<void> | null = null;
  let otherBytes: number | null = null;
  let entries = 0;
  let dropped = 0;
  let writable = true;
  let lastLog = 0;

  const logFailure = (message: string) => {
    if (Date.now() - lastLog < 60_000) return;
    lastLog = Date.now();
    log(`[journal] ${message}`);
  };

  async function open() {
    await fs.mkdir(dir, { recursive: true });
    const name = `${Date.now()}-${process.pid}-${Math.random().toString(36).slice(2, 8)}${SUFFIX}`;
    const file = path.join(dir, name);
    current = { file, handle: await fs.open(file, "a"), size: 0 };
    return current;
  }

  async function writeQueued() {
    const batch = queue;
    queue = [];
    otherBytes ??= await leftoverBytes();
    const accepted: typeof batch = [];
    let bytes = (current?.size ?? 0) + otherBytes;
    for (const entry of batch) {
      const size = Buffer.byteLength(entry.line);
      if (bytes + size > options.maxBytes) {
        dropped++;
        entry.resolve("dropped");
        logFailure(`full (${options.maxBytes} bytes): scans are answered but not kept`);
        continue;
      }
      bytes += size;
      accepted.push(entry);
    }
    if (accepted.length === 0) return;
    let target: NonNullable<typeof current> | null = current;
    try {
      target ??= await open();
      const text = accepted.map((entry) => entry.line).join("");
      await target.handle.write(text);
      await target.handle.datasync();
      target.size += Buffer.byteLength(text);
      entries += accepted.length;
      writable = true;
      for (const entry of accepted) entry.resolve("journaled");
    } catch (error) {
      writable = false;
      dropped += accepted.length;
      logFailure(`cannot write (${(error as Error).message}): scans are answered but not kept`);
      if (target) await target.handle.truncate(target.size).catch(() => {});
      // A file that kept nothing is let go, so the next append starts afresh (another file, maybe
      // on a disk that has room again).
      if (target && target.size === 0 && target === current) {
        current = null;
        await target.handle.close().catch(() => {});
        await fs.rm(target.file, { force: true });
      }
      for (const entry of accepted) entry.resolve("dropped");
    }
  }

  function kick() {
    writing ??= (async () => {
      while (queue.length > 0) await writeQueued();
      writing = null;
    })();
  }

  async function leftoverBytes(): Promise<number> {
    let total = 0;
    for (const file of await listFiles(dir)) {
      if (file === current?.file) continue;
      total += await fs.stat(file).then(
        (stat) => stat.size,
        () => 0,
      );
    }
    return total;
  }

  return {
    append(item) {
      return new Promise((resolve) => {
        queue.push({ line: journalLine(item), resolve });
        kick();
      });
    },
    pending: () => current !== null || queue.length > 0 || writing !== null,
    isOwn: (file) => file === current?.file,
    async idle() {
      while (writing) await writing;
    },
    async files() {
      const own = current?.file;
      const others = (await listFiles(dir)).filter((file) => {
        if (file === own) return false;
        const pid = Number(path.basename(file).split("-")[1]);
        return !(pid !== process.pid && isAlive(pid));
      });
      return own ? [...others, own] : others;
    },
    async read(file, from, maxBytes = READ_CHUNK) {
      const handle = await fs.open(file, "r");
      try {
        const buffer = Buffer.alloc(maxBytes);
        const { bytesRead } = await handle.read(buffer, 0, maxBytes, from);
        const text = buffer.subarray(0, bytesRead);
        const items: JournalChunk["items"] = [];
        let start = 0;
        for (let newline = text.indexOf(10); newline !== -1; newline = text.indexOf(10, start)) {
          const item = parseJournalLine(text.subarray(start, newline).toString("utf8"));
          start = newline + 1;
          if (item) items.push({ item, end: from + start });
        }
        return { items, end: from + start };
      } finally {
        await handle.close();
      }
    },
    async retire(file, end) {
      if (file === current?.file) {
        if (queue.length > 0 || writing !== null || current.size !== end) return false;
        const { handle } = current;
        current = null;
        await handle.close();
        entries = 0;
      } else if (otherBytes !== null) {
        otherBytes -= await fs.stat(file).then(
          (stat) => stat.size,
          () => 0,
        );
      }
      await fs.rm(file, { force: true });
      return true;
    },
    stats: () => ({
      bytes: (current?.size ?? 0) + (otherBytes ?? 0),
      entries,
      dropped,
      maxBytes: options.maxBytes,
      writable,
    }),
    async close() {
      while (writing) await writing;
      await current?.handle.close();
      current = null;
    },
  };
}

async function listFiles(dir: string): Promise<string[]> {
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  return names
    .filter((name) => name.endsWith(SUFFIX))
    .sort()
    .map((name) => path.join(dir, name));
}
