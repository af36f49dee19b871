import { processSingleton } from "../runtime/process-singleton";
import { registerCache } from "../server/memory-report";

export interface OpenStream {
  /** Bytes queued for a reader that has not taken them yet. */
  buffered(): number;
  /** Ends the stream (the server is stopping): the client reconnects elsewhere. */
  end(): void;
}

/** Bytes a reader may leave unread before its stream is dropped; it reconnects and resumes. */
export const MAX_BUFFERED_BYTES = 128 * 1024;

const streams = processSingleton("live scan streams", () => {
  const open = new Set<OpenStream>();
  registerCache("live scan streams", () => {
    let bytes = 0;
    for (const stream of open) bytes += stream.buffered();
    return { entries: open.size, bytes, maxBytes: open.size * MAX_BUFFERED_BYTES };
  });
  return open;
});

/** Tracks a stream while it is open; returns the forget. */
export function trackStream(stream: OpenStream): () => void {
  streams.add(stream);
  return () => void streams.delete(stream);
}

/** What the live streams of this process hold: open streams and the bytes queued for their readers. */
export function liveStreamUsage(): { streams: number; bufferedBytes: number } {
  let bufferedBytes = 0;
  for (const stream of streams) bufferedBytes += stream.buffered();
  return { streams: streams.size, bufferedBytes };
}

/** Ends every open stream of the process (server shutdown: they would hold it open). */
export function closeLiveStreams(): void {
  for (const stream of [...streams]) stream.end();
}
