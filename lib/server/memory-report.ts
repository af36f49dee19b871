// Opt-in memory report for bench/memory.ts: with MEMORY_REPORT=1 the server answers SIGUSR2 by
// printing one JSON line to stdout: process.memoryUsage(), the resident memory split into anonymous
// and file-backed pages, libvips's tracked pixel memory, and for the server's thread and each render
// thread its V8 heap and bounded caches. Caches register a reader here; nothing is collected unless
// a report is asked for.
import fs from "node:fs";
import { randomUUID } from "node:crypto";
import v8 from "node:v8";
import { BroadcastChannel, isMainThread, threadId } from "node:worker_threads";
import { getConfig } from "../config/env";
import { processTrimmer } from "./trim-native-memory";
import { processSingleton } from "../runtime/process-singleton";
import { loadedSharp } from "../render/sharp";

export interface CacheUsage {
  entries: number;
  /** The bytes the cache counts against its bound. */
  bytes: number;
  maxBytes: number;
}

/** One thread's V8 heap: what is live, what is resident, and the limit it may grow to. */
export interface HeapUsage {
  used: number;
  physical: number;
  limit: number;
}

export interface ThreadReport {
  threadId: number;
  /** "render", or "embedded database" for the thread PGlite runs on. */
  kind: string;
  heap: HeapUsage;
  caches: Record<string, CacheUsage>;
  /** libvips's figures (the process's) as read on this thread, when it has loaded sharp. */
  vips?: VipsUsage;
}

/** libvips's pixel buffers now and at their highest, and its operation cache's bound (bytes). */
export interface VipsUsage {
  current: number;
  high: number;
  cacheMax: number;
}

/** Native memory of the whole process: RSS split by kind, and what libvips counts as its own. */
export interface NativeUsage {
  /** Anonymous pages: every V8 heap, malloc's arenas (libvips, Node's buffers), WebAssembly memory. */
  rssAnon: number;
  /** Pages of mapped files: the node binary and the shared libraries' code. */
  rssFile: number;
  /** libvips's pixel buffers now and at their highest (sharp.cache()); zeros while no thread has loaded sharp. */
  vips: VipsUsage;
  /** How often malloc's free pages were handed back (trim-native-memory.ts). */
  trims: number;
}

export interface MemoryReport {
  memory: NodeJS.MemoryUsage;
  caches: Record<string, CacheUsage>;
  heap: HeapUsage;
  native?: NativeUsage;
  threads: ThreadReport[];
}

// One registry per thread, whichever bundle registers a cache.
const caches = processSingleton("memory report caches", () => new Map<string, () => CacheUsage>());
// How many render threads are running, so the report knows how many answers to wait for.
const threadCounts = processSingleton("memory report threads", () => new Map<string, () => number>());

/** Makes a cache visible in the memory report (the latest registration of a name wins). */
export function registerCache(name: string, usage: () => CacheUsage): void {
  caches.set(name, usage);
}

/** Tells the report how many of a kind of thread run now (render-pool.ts, the embedded database's). */
export function registerThreadCount(kind: string, count: () => number): void {
  threadCounts.set(kind, count);
}

export const MEMORY_REPORT_PREFIX = "codebeam-memory-report ";
const CHANNEL = "codebeam memory report";
// Threads answer between tasks: an idle one at once, a busy one after the render it is on.
const THREAD_ANSWER_MS = 2000;

function heapUsage(): HeapUsage {
  const heap = v8.getHeapStatistics();
  return { used: heap.used_heap_size, physical: heap.total_physical_size, limit: heap.heap_size_limit };
}

const cacheUsage = () => Object.fromEntries([...caches].map(([name, usage]) => [name, usage()]));

// libvips's figures are the process's, but only a thread that has loaded sharp can read them: a
// report never loads it (~19 MB) to learn that nothing was drawn.
function vipsUsage(): VipsUsage | undefined {
  const memory = loadedSharp()?.cache().memory;
  if (!memory) return undefined;
  const mb = 2 ** 20;
  return { current: memory.current * mb, high: memory.high * mb, cacheMax: memory.max * mb };
}

export function threadReport(kind = "render"): ThreadReport {
  return { threadId, kind, heap: heapUsage(), caches: cacheUsage(), vips: vipsUsage() };
}

export function memoryReport(): Omit<MemoryReport, "threads" | "native"> {
  return { memory: process.memoryUsage(), caches: cacheUsage(), heap: heapUsage() };
}

/** The process's native memory; libvips's figures read here, else on a thread that has loaded sharp. */
function nativeUsage(threads: ThreadReport[]): NativeUsage | undefined {
  let status: string;
  try {
    status = fs.readFileSync("/proc/self/status", "utf8");
  } catch {
    return undefined;
  }
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) * 1024;
  const vips = vipsUsage() ?? threads.find((thread) => thread.vips)?.vips ?? { current: 0, high: 0, cacheMax: 0 };
  return { rssAnon: kb("RssAnon"), rssFile: kb("RssFile"), vips, trims: processTrimmer().trims() };
}

/** Every running render thread's report (and the embedded database's), each asked over a BroadcastChannel. */
async function threadReports(): Promise<ThreadReport[]> {
  const expected = [...threadCounts.values()].reduce((sum, count) => sum + count(), 0);
  if (expected === 0) return [];
  const channel = new BroadcastChannel(CHANNEL);
  const ask = randomUUID();
  const reports: ThreadReport[] = [];
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, THREAD_ANSWER_MS);
    channel.onmessage = (event) => {
      const data = event.data as { answer?: string; report?: ThreadReport };
      if (data.answer !== ask || !data.report) return;
      reports.push(data.report);
      if (reports.length < expected) return;
      clearTimeout(timer);
      resolve();
    };
    channel.postMessage({ ask });
  });
  channel.close();
  return reports.sort((a, b) => a.threadId - b.threadId);
}

/** The whole report: this thread, the process's native memory and every render thread. */
export async function fullMemoryReport(): Promise<MemoryReport> {
  const own = memoryReport();
  const threads = await threadReports();
  return { ...own, native: nativeUsage(threads), threads };
}

/** Installs the SIGUSR2 report when MEMORY_REPORT=1 (never by default: SIGUSR2 stays Node's). */
export function installMemoryReport(): void {
  if (!getConfig().MEMORY_REPORT) return;
  process.on("SIGUSR2", async () => {
    process.stdout.write(`${MEMORY_REPORT_PREFIX}${JSON.stringify(await fullMemoryReport())}\n`);
  });
}

/** On a worker thread with MEMORY_REPORT=1: answers the server thread's reports with this thread's. */
export function answerMemoryReports(kind = "render"): void {
  if (isMainThread || !getConfig().MEMORY_REPORT) return;
  const channel = new BroadcastChannel(CHANNEL);
  // Listening must not keep an idle thread alive (the pool ends it) nor the process.
  channel.unref();
  channel.onmessage = (event) => {
    const { ask } = event.data as { ask?: string };
    if (ask) channel.postMessage({ answer: ask, report: threadReport(kind) });
  };
}
