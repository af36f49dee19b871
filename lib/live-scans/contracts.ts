import { defineContract } from "../api/contract";
import { readCodes } from "../codes/code-contract-bases";
import { QrCodeIdParams } from "../codes/code-schemas";
import { FilteredNoticeSchema, LiveScanSchema } from "./live-notice";
import { RESUME_LIMIT } from "./resume-scans";

// Scans as they happen, over Server-Sent Events: the same callers, permission and roles as the scan list.

const STREAM_TEXT = (config: { STREAM_HEARTBEAT_SECONDS: number; STREAM_MAX_PER_WORKSPACE: number }) =>
  "Server-Sent Events (`text/event-stream`), open until the client leaves: an event `scan` per counted scan (a click of the short link or a view of its public image) as soon as it is committed on any server instance, its `id:` resumable; " +
  "`filtered` for requests answered but not counted (bots, link previews, repeats), by class and count only; " +
  `a \`: heartbeat\` comment every ${config.STREAM_HEARTBEAT_SECONDS} s. ` +
  `Reconnecting with \`Last-Event-ID\` replays the scans stored after it (up to ${RESUME_LIMIT.toLocaleString("en-US")}, and from the last day); past that, \`reset\` tells the client to reload its figures. ` +
  `At most ${config.STREAM_MAX_PER_WORKSPACE} streams are open per workspace (429 beyond). A reader that falls more than 128 KB behind is dropped (it reconnects and resumes); a stream ends when its key is revoked or its member removed.`;

const EVENTS = { scan: LiveScanSchema, filtered: FilteredNoticeSchema };

export const streamCodeScansContract = defineContract({
  ...readCodes,
  method: "GET",
  path: "/api/v1/qrcodes/{id}/scans/stream",
  operationId: "qrcodes.streamScans",
  summary: "The code's scans as they happen (Server-Sent Events)",
  description: STREAM_TEXT,
  params: QrCodeIdParams,
  response: { file: ["text/event-stream"] },
  events: EVENTS,
  status: 200,
});

export const streamScansContract = defineContract({
  ...readCodes,
  method: "GET",
  path: "/api/v1/scans/stream",
  operationId: "scans.stream",
  summary: "Every code's scans as they happen (Server-Sent Events)",
  description: STREAM_TEXT,
  response: { file: ["text/event-stream"] },
  events: EVENTS,
  status: 200,
});

export const LIVE_SCANS_CONTRACTS = [streamCodeScansContract, streamScansContract];
