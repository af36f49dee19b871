import { z } from "zod";
import { EXAMPLES, exampleString, timestampString } from "../validation/examples";

export const DestinationCheckSchema = z
  .object({
    url: exampleString(EXAMPLES.url).describe(
      "a target the code can send visitors to (its target, a rule's, its fallback)",
    ),
    up: z.boolean().describe("answered below 400, or 401/403/429 (the page exists)"),
    lastStatus: z.number().int().nullable().describe("HTTP status of the last check; null when no answer came"),
    lastError: exampleString(EXAMPLES.failure).nullable(),
    checkedAt: timestampString("ISO 8601"),
    downSince: timestampString().nullable().describe("when the current outage began; null while up"),
  })
  .meta({ id: "DestinationCheck" });

export const DestinationListSchema = z
  .object({
    data: z.array(DestinationCheckSchema),
    checkedAt: timestampString()
      .nullable()
      .describe("when the code's destinations were last checked; null before the first check"),
    intervalMinutes: z
      .number()
      .int()
      .describe("DESTINATION_CHECK_MINUTES: how often they are checked (0: checks are off)"),
  })
  .meta({ id: "DestinationList" });
export type DestinationList = z.infer<typeof DestinationListSchema>;
