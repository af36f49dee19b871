import { z } from "zod";
import { EXAMPLES, exampleString, timestampString } from "../validation/examples";
import { recordId, storedRecordId } from "../validation/record-id";
import { PaginationSchema } from "../validation/pagination";
import { SmartView } from "./smart-schemas";
import { PageNumber, pageSize } from "../validation/whole-number";

export const ListVersionsQuery = z.object({ page: PageNumber, size: pageSize(100, 20) });
export type ListVersionsInput = z.output<typeof ListVersionsQuery>;

export const VersionParams = z.object({
  id: recordId("QR code"),
  version: z
    .string()
    .regex(/^[1-9][0-9]{0,8}$/, "must be a version number (1, 2, …)")
    .meta({ examples: ["3"] })
    .transform(Number),
});

export const CodeVersionSchema = z
  .object({
    version: z.number().int().min(1),
    createdAt: timestampString("ISO 8601 timestamp"),
    changes: z
      .array(z.string())
      .describe("the fields this version changed ('created' for version 1; 'restored:vN' when it restored version N)"),
    changedBy: z.object({
      kind: z.enum(["session", "key", "system"]),
      userId: storedRecordId().optional(),
      keyId: storedRecordId().optional(),
      name: z
        .string()
        .meta({ examples: [EXAMPLES.personName] })
        .nullable()
        .describe(
          "who, in words: the person's name (session), the API key's name (key) or 'system'; null for version 1, the code as created",
        ),
    }),
    // The code's own smart fields (as answers show them) plus its target: one description of each.
    state: z
      .object({ targetUrl: exampleString(EXAMPLES.url), ...SmartView.shape })
      .describe("where scans went after this version"),
  })
  .meta({ id: "CodeVersion" });
export type CodeVersion = z.infer<typeof CodeVersionSchema>;

export const CodeVersionListSchema = z
  .object({ data: z.array(CodeVersionSchema), pagination: PaginationSchema })
  .meta({ id: "CodeVersionList" });
