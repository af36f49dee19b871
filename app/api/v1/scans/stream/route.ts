import { callerStillAllowed } from "@/lib/api/caller-still-allowed";
import { withApi } from "@/lib/api/with-api";
import { streamScansContract } from "@/lib/live-scans/contracts";
import { eventStreamResponse } from "@/lib/live-scans/event-stream-response";
import { openScanStream } from "@/lib/live-scans/open-scan-stream";

export const GET = withApi(streamScansContract, async ({ caller, request }) =>
  eventStreamResponse(
    await openScanStream({
      accountId: caller.accountId,
      lastEventId: request.headers.get("last-event-id"),
      stillAllowed: callerStillAllowed(streamScansContract, request, caller.accountId),
      signal: request.signal,
    }),
  ),
);
