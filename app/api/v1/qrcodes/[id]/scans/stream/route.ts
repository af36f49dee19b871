import { callerStillAllowed } from "@/lib/api/caller-still-allowed";
import { withApi } from "@/lib/api/with-api";
import { streamCodeScansContract } from "@/lib/live-scans/contracts";
import { eventStreamResponse } from "@/lib/live-scans/event-stream-response";
import { openScanStream } from "@/lib/live-scans/open-scan-stream";

export const GET = withApi(streamCodeScansContract, async ({ caller, params, request }) =>
  eventStreamResponse(
    await openScanStream({
      accountId: caller.accountId,
      qrCodeId: params.id,
      lastEventId: request.headers.get("last-event-id"),
      stillAllowed: callerStillAllowed(streamCodeScansContract, request, caller.accountId),
      signal: request.signal,
    }),
  ),
);
