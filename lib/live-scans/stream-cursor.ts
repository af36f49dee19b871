import { invalid } from "../errors/api-error";

/** Where a stream stands: the newest scan it sent, ordered by (createdAt, id) like the scan index. */
export interface StreamCursor {
  at: Date;
  /** "" sorts before every id: a cursor at a moment rather than at a scan. */
  id: string;
}

/** The SSE `id:` of a scan: its time in epoch milliseconds and its id, so a reconnect says where to resume. */
export const cursorIdOf = (scan: { createdAt: string; id: string }) => `${Date.parse(scan.createdAt)}-${scan.id}`;

const CURSOR_ID = /^(\d{1,15})-([A-Za-z0-9_-]{1,64})$/;

/** A `Last-Event-ID` as sent back by an EventSource; none when absent or empty, 400 when not one of ours. */
export function parseLastEventId(value: string | null | undefined): StreamCursor | undefined {
  if (value === null || value === undefined || value.trim() === "") return undefined;
  const match = CURSOR_ID.exec(value.trim());
  const at = match ? new Date(Number(match[1])) : undefined;
  if (!match || !at || Number.isNaN(at.getTime()))
    throw invalid("Last-Event-ID", "must be the id of an event this stream sent (<milliseconds>-<scan id>)");
  return { at, id: match[2] };
}

/** Whether `a` comes after `b`. */
export const isAfter = (a: StreamCursor, b: StreamCursor) =>
  a.at.getTime() !== b.at.getTime() ? a.at > b.at : a.id > b.id;
