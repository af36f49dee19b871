import { defineContract } from "../api/contract";
import { QrCodeIdParams } from "../codes/code-schemas";
import { DestinationListSchema } from "./destination-schemas";

export const listDestinationsContract = defineContract({
  tag: "QR codes",
  auth: "key-or-session",
  permission: "qrcode:generate",
  workspaceRole: "VIEWER",
  method: "GET",
  path: "/api/v1/qrcodes/{id}/destinations",
  operationId: "qrcodes.destinations",
  summary: "Health of each destination of a dynamic or AI code",
  description: (config) =>
    `Every place the code can send visitors (target, rule targets, fallback), as found by the periodic check (HEAD, then GET, through the outbound guard) that runs every ${config.DESTINATION_CHECK_MINUTES} minutes (DESTINATION_CHECK_MINUTES; 0: off). A destination going down fires \`qrcode.target_down\` once per outage.`,
  params: QrCodeIdParams,
  response: DestinationListSchema,
  status: 200,
});
