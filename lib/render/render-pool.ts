import { availableParallelism } from "node:os";
import { isMainThread } from "node:worker_threads";
import { Piscina } from "piscina";
import { getConfig } from "../config/env";
import { processSlot } from "../runtime/process-singleton";
import { ApiError, type ErrorCode, type FieldIssue } from "../errors/api-error";
import { registerThreadCount } from "../server/memory-report";
import { processTrimmer } from "../server/trim-native-memory";

/**
 * The worker's entry (lib/render/render-worker.ts bundled beside the server: scripts/lib/bundle-server.mjs).
 * server.ts names it; a process that does not (tests, `next dev`, the CLI) draws on its own thread.
 */
export const RENDER_WORKER_ENV = "CODEBEAM_RENDER_WORKER";

/** What a worker answers: the task's value, or the ApiError it threw (a class does not cross threads). */
export type RenderReply<T> = { value: T } | { error: { code: ErrorCode; message: string; details?: FieldIssue[] } };

/** The tasks render-worker.ts runs, by export name: each takes one structured-clonable argument. */
export type RenderTaskName = "drawQrTask" | "drawSheetTask" | "checkScannableTask" | "simulatePrintTask";

/** A full queue: a request is refused (503); background work (AI generations) waits its turn. */
export type WhenBusy = "refuse" | "wait";
const BUSY_POLL_MS = 50;

// Renders a thread takes at once: it paints one while sharp encodes another on libuv's threads.
const TASKS_PER_THREAD = 2;
// A limit, not a reservation: a sheet of 500 codes holds their SVG text and the PDF being written.
const THREAD_HEAP_MB = 256;
// Renders allocate fast and keep little: a small young generation is collected often and cheaply,
// where V8's default lets each thread's grow to tens of MB.
const YOUNG_HEAP_MB = 8;
const RENDER_NICENESS = 10;
// Threads end after this long without work, so an idle server holds none of their memory (~40 MB
// of heap each after a burst, bench/memory.ts); the next render starts one again, loading its bundle.
const IDLE_THREAD_MS = 15_000;

type Pool = Piscina<unknown, RenderReply<unknown>>;
// One pool per process: Next's route bundles and the server's bundle each hold a copy of this module.
const slot = processSlot<Pool | null>("render pool");

/** RENDER_THREADS, or the cores shared among the WEB_CONCURRENCY processes when it is unset. */
export function renderThreads(): number {
  const config = getConfig();
  return config.RENDER_THREADS ?? Math.max(1, Math.floor(availableParallelism() / config.WEB_CONCURRENCY));
}

/** A render cache's bytes on this thread: the render threads share what one event loop would hold. */
export const renderCacheBytes = (total: number) =>
  isMainThread ? total : Math.floor(total / Math.max(1, renderThreads()));

function getPool(): Pool | null {
  if (slot.current !== undefined) return slot.current;
  const filename = process.env[RENDER_WORKER_ENV];
  const threads = renderThreads();
  slot.current =
    filename && threads > 0
      ? new Piscina<unknown, RenderReply<unknown>>({
          filename,
          minThreads: 0,
          maxThreads: threads,
          idleTimeout: IDLE_THREAD_MS,
          maxQueue: getConfig().RENDER_QUEUE_MAX,
          concurrentTasksPerWorker: TASKS_PER_THREAD,
          // Async tasks: a thread waiting on Atomics would not run the encodes it has in flight.
          atomics: "disabled",
          // Below the event loop's priority: cheap requests (redirects, the API) are answered first
          // when the cores are busy drawing; a render waits instead (Linux, through @napi-rs/nice).
          niceIncrement: RENDER_NICENESS,
          resourceLimits: { maxOldGenerationSizeMb: THREAD_HEAP_MB, maxYoungGenerationSizeMb: YOUNG_HEAP_MB },
        })
      : null;
  const pool = slot.current;
  if (pool) registerThreadCount("render", () => pool.threads.length);
  return slot.current;
}

/**
 * Runs a render-worker.ts export on a render thread: null when this process has no pool (the caller
 * does the work itself), a 503 when the queue is full, the worker's ApiError rethrown as one.
 */
export async function runOnRenderThread<T>(
  name: RenderTaskName,
  task: unknown,
  whenBusy: WhenBusy = "refuse",
): Promise<T | null> {
  const renderPool = getPool();
  if (!renderPool) return null;
  // A full queue would only grow memory and latency: the client is told to come back.
  while (renderPool.queueSize >= renderPool.options.maxQueue) {
    if (whenBusy === "refuse")
      throw new ApiError("SERVICE_UNAVAILABLE", "The server is busy drawing other images; try again in a moment.");
    await new Promise((resolve) => setTimeout(resolve, BUSY_POLL_MS));
  }
  // What the render freed goes back to the system once renders pause (trim-native-memory.ts).
  const reply = await renderPool.run(task, { name }).finally(() => processTrimmer().workEnded());
  if ("error" in reply) throw new ApiError(reply.error.code, reply.error.message, reply.error.details);
  return reply.value as T;
}

/** Structured clone hands Buffers over as Uint8Arrays: the same bytes as a Buffer again. */
export const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** A task's result or its ApiError as a RenderReply, in the worker; other errors reject the task. */
export async function replyOf<T>(work: () => Promise<T>): Promise<RenderReply<T>> {
  try {
    return { value: await work() };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { error: { code: error.code, message: error.message, details: error.details } };
  }
}
