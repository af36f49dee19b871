import { getQrCodeOrThrow } from "../codes/get-qr-code-or-throw";
import { getConfig } from "../config/env";
import type { LiveNotice, LiveScan } from "./live-notice";
import { MAX_BUFFERED_BYTES, trackStream } from "./live-stream-registry";
import { processScanHub } from "./process-scan-hub";
import { scansAfter } from "./resume-scans";
import { filteredFrame, heartbeatFrame, openingFrame, resetFrame, scanFrame } from "./sse-frames";
import { isAfter, parseLastEventId, type StreamCursor } from "./stream-cursor";
import { claimStreamSlot, releaseStreamSlot, renewStreamSlot } from "./stream-slots";

export interface ScanStreamRequest {
  accountId: string;
  /** One code's scans (404 if not the workspace's); the whole workspace's when unset. */
  qrCodeId?: string;
  /** The `Last-Event-ID` header: replay the scans stored after it. */
  lastEventId?: string | null;
  /** Asked at each heartbeat: false (key revoked, member removed, signed out) ends the stream. */
  stillAllowed(): Promise<boolean>;
  /** The request's: aborts when the client goes away. */
  signal?: AbortSignal;
}

/** Scan ids a stream remembers, so a replay and the live notices it overlaps send each scan once. */
const RECENT_IDS = 2_000;
/** Notices held while a replay runs; more means the reader is far behind: reset. */
const MAX_HELD = 5_000;

/**
 * A Server-Sent Events stream of the workspace's (or one code's) scans as they are committed, on
 * any instance: `scan` events with a resumable id, `filtered` events by class, a heartbeat comment,
 * `reset` when scans were missed. Holds one of the workspace's stream slots while open; a reader
 * leaving more than MAX_BUFFERED_BYTES unread is dropped (it reconnects and resumes).
 */
export async function openScanStream(request: ScanStreamRequest): Promise<ReadableStream<Uint8Array>> {
  const { accountId, qrCodeId, signal } = request;
  if (qrCodeId) await getQrCodeOrThrow(accountId, qrCodeId, { id: true });
  const resumeFrom = parseLastEventId(request.lastEventId);
  const slotId = await claimStreamSlot(accountId);

  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let closed = false;
  let cursor: StreamCursor = resumeFrom ?? { at: new Date(), id: "" };
  const recent = new Set<string>();
  let held: LiveNotice[] | null = []; // notices arriving during a replay, sent after it
  let replaying: Promise<void> | undefined;
  let unsubscribe = () => {};
  let heartbeat: NodeJS.Timeout | undefined;

  const stream = new ReadableStream<Uint8Array>(
    { start: (c) => void (controller = c), cancel: () => finish() },
    new ByteLengthQueuingStrategy({ highWaterMark: 0 }),
  );
  const buffered = () => (closed ? 0 : Math.max(0, -(controller.desiredSize ?? 0)));
  const forget = trackStream({ buffered, end: () => finish() });

  function finish(error?: Error) {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    unsubscribe();
    forget();
    signal?.removeEventListener("abort", onAbort);
    releaseStreamSlot(slotId).catch((e: Error) => console.error("live scans: slot not released:", e.message));
    try {
      if (error) controller.error(error);
      else controller.close();
    } catch {} // already cancelled by the reader
  }
  const onAbort = () => finish();
  const send = (frame: Uint8Array) => {
    if (closed) return;
    controller.enqueue(frame);
    if (buffered() > MAX_BUFFERED_BYTES) finish(new Error("the reader fell too far behind"));
  };
  const sendScan = (scan: LiveScan) => {
    if (recent.has(scan.id)) return;
    recent.add(scan.id);
    if (recent.size > RECENT_IDS) recent.delete(recent.values().next().value as string);
    const at = { at: new Date(scan.createdAt), id: scan.id };
    if (isAfter(at, cursor)) cursor = at;
    send(scanFrame(scan));
  };
  const deliver = (notice: LiveNotice) =>
    "scan" in notice ? sendScan(notice.scan) : send(filteredFrame(notice.filtered));

  /** Sends what was stored after the cursor, then what arrived meanwhile. */
  const replay = (): Promise<void> =>
    (replaying ??= (async () => {
      held ??= [];
      try {
        const { scans, reset } = await scansAfter(accountId, qrCodeId, cursor);
        if (reset) {
          send(resetFrame("more scans were missed than a stream replays"));
          cursor = { at: new Date(), id: "" };
        } else for (const scan of scans) sendScan(scan);
      } catch (error) {
        console.error("live scans: replay failed:", (error as Error).message);
        send(resetFrame("the scans missed could not be read"));
      } finally {
        const waiting = held;
        held = null;
        replaying = undefined;
        for (const notice of waiting ?? []) deliver(notice);
      }
    })());

  try {
    send(openingFrame());
    unsubscribe = await (await processScanHub()).subscribe({
      accountId,
      qrCodeId,
      notice(notice) {
        if (!held) return deliver(notice);
        if (held.length < MAX_HELD) held.push(notice);
        else finish(new Error("the reader fell too far behind"));
      },
      gap: () => void replay(),
    });
    if (resumeFrom) await replay();
    else {
      const waiting = held;
      held = null;
      for (const notice of waiting) deliver(notice);
    }
  } catch (error) {
    finish();
    throw error;
  }
  if (signal?.aborted) finish();
  signal?.addEventListener("abort", onAbort, { once: true });
  heartbeat = setInterval(() => void beat(), getConfig().STREAM_HEARTBEAT_SECONDS * 1000);
  heartbeat.unref();

  let beating = false;
  async function beat() {
    if (beating || closed) return;
    beating = true;
    send(heartbeatFrame());
    try {
      const codeKept = qrCodeId ? getQrCodeOrThrow(accountId, qrCodeId, { id: true }).then(() => true) : true;
      const [renewed, allowed, kept] = await Promise.all([renewStreamSlot(slotId), request.stillAllowed(), codeKept]);
      if (!renewed || !allowed || !kept) finish();
    } catch (error) {
      // A code deleted meanwhile ends the stream; a database hiccup does not.
      if ((error as { code?: string }).code === "NOT_FOUND") finish();
    } finally {
      beating = false;
    }
  }
  return stream;
}
