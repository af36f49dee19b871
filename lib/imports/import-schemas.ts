import { z } from "zod";
import { EXAMPLES, exampleString, timestampString } from "../validation/examples";
import { recordId, storedRecordId } from "../validation/record-id";
import { IMPORT_SOURCES } from "./import-row";

export const IMPORT_STATUSES = ["QUEUED", "RUNNING", "SUCCEEDED", "FAILED", "CANCELLED"] as const;
export const FINISHED_STATUSES = ["SUCCEEDED", "FAILED", "CANCELLED"] as const;
/** Row errors an import answers, at most (the failed-rows CSV has them all). */
export const MAX_LISTED_ERRORS = 1000;
const CSV_EXAMPLE =
  "url,name,slug,domain,tags\nhttps://example.com/spring-menu,Spring menu,menu,go.brand.com,menu|print\n";

const Secret = (what: string) =>
  z
    .string()
    .trim()
    .min(1, "is required")
    .max(1000, "must be at most 1000 characters")
    .meta({ examples: ["e2b6f0c1d5a9…"] })
    .describe(what);

const CsvOptions = z.strictObject({
  csv: z
    .string()
    .min(1, "is required")
    .describe(
      "the file's text: a header row, then one link per row (UTF-8 with or without BOM; comma or semicolon). Columns by name, any case: url (or content, long_url, longUrl, destination), and optional id, name (or title), slug (or shortCode), domain, tags (| or , separated), mode, createdAt. At most IMPORT_MAX_BYTES.",
    )
    .meta({ examples: [CSV_EXAMPLE] }),
});
const BitlyOptions = z.strictObject({
  token: Secret("a Bitly access token (read only is enough)"),
  groupGuid: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, "is not a Bitly group guid")
    .meta({ examples: ["Ba1bc23dE4F"] })
    .optional()
    .describe("the group to import (default: the token's default group)"),
});
const ShlinkOptions = z.strictObject({
  baseUrl: z
    .url({ protocol: /^https?$/, error: "must be an http or https URL" })
    .max(2048, "must be at most 2048 characters")
    .meta({ examples: ["https://s.example.com"] })
    .describe("your Shlink server's address (reached through the outbound-request guard)"),
  apiKey: Secret("a Shlink API key"),
  visits: z.boolean().optional().describe("true: each link's visits come along as historical scans"),
});
const DubOptions = z.strictObject({
  apiKey: Secret("a Dub API key"),
  workspaceId: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, "is not a Dub workspace id")
    .meta({ examples: ["ws_cm3x7k9q2"] })
    .optional(),
});

const DryRun = z.boolean().optional().describe("true: read and check everything, write nothing, answer the counts");

export const CreateImportBody = z
  .discriminatedUnion("source", [
    z.strictObject({ source: z.literal("csv"), options: CsvOptions, dryRun: DryRun }),
    z.strictObject({ source: z.literal("bitly"), options: BitlyOptions, dryRun: DryRun }),
    z.strictObject({ source: z.literal("shlink"), options: ShlinkOptions, dryRun: DryRun }),
    z.strictObject({ source: z.literal("dub"), options: DubOptions, dryRun: DryRun }),
  ])
  .meta({ id: "CreateImport" });
export type CreateImportInput = z.output<typeof CreateImportBody>;
export type ImportOptionsOf<S extends CreateImportInput["source"]> = Extract<
  CreateImportInput,
  { source: S }
>["options"];

export const ImportIdParams = z.object({ id: recordId("import") });

const RowError = z.object({
  row: z.number().int().describe("the row's number in the source (a CSV's data rows from 1)"),
  field: exampleString("url"),
  message: exampleString("must be an http or https URL for a DYNAMIC code"),
});

export const ImportSchema = z
  .object({
    id: storedRecordId(),
    source: z.enum(IMPORT_SOURCES),
    status: z.enum(IMPORT_STATUSES),
    dryRun: z.boolean(),
    total: z.number().int().describe("rows read from the source so far"),
    processed: z.number().int(),
    created: z.number().int().describe("codes made (a dry run: that would be made)"),
    updated: z.number().int().describe("codes of an earlier run whose destination changed"),
    skipped: z.number().int().describe("rows already imported unchanged, or repeated in the source"),
    failed: z.number().int(),
    creditsNeeded: z.number().int().describe("credits the new dynamic codes cost"),
    errors: z.array(RowError).describe(`the first ${MAX_LISTED_ERRORS} row errors, by row`),
    error: z
      .object({ code: exampleString("CREDIT_EXHAUSTED"), message: exampleString("This import needs 40 credits.") })
      .nullable()
      .describe("why the whole import failed (null unless FAILED)"),
    createdAt: timestampString(),
    startedAt: timestampString().nullable(),
    finishedAt: timestampString().nullable(),
  })
  .meta({ id: "Import" });
export type ImportView = z.input<typeof ImportSchema>;

export const QueuedImportSchema = z
  .object({
    importId: storedRecordId(),
    status: z.literal("QUEUED"),
    location: exampleString(`${EXAMPLES.generationUrl.replace("/qrcodes/ai/", "/imports/")}`),
  })
  .meta({ id: "QueuedImport" });

export const ImportListSchema = z
  .object({ data: z.array(ImportSchema.omit({ errors: true })) })
  .meta({ id: "ImportList" });
