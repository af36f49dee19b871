import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { journalLine } from "@/lib/outage/journal-line";
import { createScanJournal, type JournalItem } from "@/lib/outage/scan-journal";

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "codebeam-journal-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const scan = (n: number): JournalItem => ({
  scan: {
    id: `scan-${n}`,
    eventType: "click",
    device: "mobile",
    os: "iOS",
    browser: "Mobile Safari",
    country: "DE",
    region: "Berlin",
    city: "Berlin",
    visitorId: "v".repeat(64),
    createdAt: new Date(Date.UTC(2026, 10, 27, 12, 0, n)),
    qrCode: { id: "code-1", accountId: "account-1", name: "Menu", shortLink: "http://localhost:3000/s/abc1234" },
  },
});
const lineBytes = Buffer.byteLength(journalLine(scan(1)));

describe("the scan journal", () => {
  it("keeps entries in order across files and reads back exactly what was appended", async () => {
    const dir = tempDir();
    const journal = createScanJournal(dir, { maxBytes: 2 ** 20, log: () => {} });
    const outcomes = await Promise.all(Array.from({ length: 25 }, (_, n) => journal.append(scan(n))));
    expect(outcomes).toEqual(Array(25).fill("journaled"));
    const [file] = await journal.files();
    expect(journal.isOwn(file)).toBe(true);
    const first = await journal.read(file, 0, lineBytes * 10 + 5); // scan-0 … scan-9, and part of scan-10
    expect(first.items.map(({ item }) => "scan" in item && item.scan.id)).toEqual(
      Array.from({ length: 10 }, (_, n) => `scan-${n}`),
    );
    const rest = await journal.read(file, first.end);
    expect(rest.items).toHaveLength(15);
    expect(rest.items[14].item).toEqual(scan(24));
    const bytes = Array.from({ length: 25 }, (_, n) => Buffer.byteLength(journalLine(scan(n)))).reduce((a, b) => a + b);
    expect(journal.stats()).toMatchObject({ entries: 25, bytes, dropped: 0, writable: true });
    expect(await journal.retire(file, rest.end)).toBe(true);
    expect(fs.readdirSync(dir)).toEqual([]);
    expect(journal.pending()).toBe(false);
  });

  it("counts what would pass its size as dropped, exactly, and keeps the rest", async () => {
    const journal = createScanJournal(tempDir(), { maxBytes: lineBytes * 7, log: () => {} });
    const outcomes = await Promise.all(Array.from({ length: 12 }, (_, n) => journal.append(scan(n))));
    expect(outcomes.filter((outcome) => outcome === "journaled")).toHaveLength(7);
    expect(journal.stats()).toMatchObject({ entries: 7, dropped: 5 });
  });

  it("stops before a torn last line, and replays the files a process that is gone left behind", async () => {
    const dir = tempDir();
    // A process that died mid-write: pid 2^22 + 1 is past Linux's largest pid, so never alive.
    const left = path.join(dir, `1000-${2 ** 22 + 1}-abcdef.jsonl`);
    fs.writeFileSync(left, journalLine(scan(1)) + journalLine(scan(2)) + journalLine(scan(3)).slice(0, 40));
    const journal = createScanJournal(dir, { maxBytes: 2 ** 20, log: () => {} });
    await journal.append(scan(4));
    const files = await journal.files();
    expect(files[0]).toBe(left);
    expect(journal.isOwn(files[1])).toBe(true);
    const chunk = await journal.read(left, 0);
    expect(chunk.items.map(({ item }) => item)).toEqual([scan(1), scan(2)]);
    expect(chunk.end).toBe(lineBytes * 2);
  });

  it("answers dropped when the disk is full, cuts the torn bytes off, and writes again once it can", async () => {
    const dir = tempDir();
    const journal = createScanJournal(dir, { maxBytes: 2 ** 20, log: () => {} });
    // A full disk, from the kernel: the journal's file opens as /dev/full, which takes no byte (ENOSPC).
    const open = vi
      .spyOn(fs.promises, "open")
      .mockImplementation(((_: string, flags: string) => realOpen("/dev/full", flags)) as typeof fs.promises.open);
    try {
      expect(await journal.append(scan(1))).toBe("dropped");
      expect(journal.stats()).toMatchObject({ dropped: 1, writable: false, entries: 0, bytes: 0 });
    } finally {
      open.mockRestore();
    }
    expect(await journal.append(scan(2))).toBe("journaled");
    const [file] = await journal.files();
    expect((await journal.read(file, 0)).items.map(({ item }) => item)).toEqual([scan(2)]);
    expect(journal.stats()).toMatchObject({ dropped: 1, writable: true, entries: 1 });
  });

  it("answers dropped when its directory cannot be made (a read-only file system)", async () => {
    const journal = createScanJournal("/sys/codebeam-scan-journal", { maxBytes: 2 ** 20, log: () => {} });
    expect(await Promise.all([journal.append(scan(1)), journal.append(scan(2))])).toEqual(["dropped", "dropped"]);
    expect(journal.stats()).toMatchObject({ dropped: 2, writable: false });
    expect(await journal.files()).toEqual([]);
  });
});

const realOpen = fs.promises.open.bind(fs.promises);
