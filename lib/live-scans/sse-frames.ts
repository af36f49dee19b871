import type { FilteredNotice, LiveScan } from "./live-notice";
import { cursorIdOf } from "./stream-cursor";

// Server-Sent Events framing. JSON.stringify never writes a raw line break, so each data is one line.
const encoder = new TextEncoder();

/** The first bytes: how long an EventSource waits before reconnecting, and a comment that flushes the headers. */
export const openingFrame = () => encoder.encode("retry: 3000\n: open\n\n");
export const heartbeatFrame = () => encoder.encode(": heartbeat\n\n");
export const scanFrame = (scan: LiveScan) =>
  encoder.encode(`id: ${cursorIdOf(scan)}\nevent: scan\ndata: ${JSON.stringify(scan)}\n\n`);
export const filteredFrame = (filtered: FilteredNotice) =>
  encoder.encode(`event: filtered\ndata: ${JSON.stringify(filtered)}\n\n`);
/** Scans were missed (a resume past its limit): the client reloads its figures and goes on. */
export const resetFrame = (reason: string) => encoder.encode(`event: reset\ndata: ${JSON.stringify({ reason })}\n\n`);
