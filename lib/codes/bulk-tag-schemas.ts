import { z } from "zod";
import { storedRecordId } from "../validation/record-id";
import { QrCodeIdParams } from "./code-schemas";
import { MAX_TAGS, Tags } from "./tag-schemas";

/** Codes one bulk tag change may touch: a page of the list at its largest. */
export const MAX_BULK_TAG_CODES = 50;

export const ChangeCodeTagsBody = z
  .strictObject({
    ids: z
      .array(QrCodeIdParams.shape.id)
      .min(1, "needs at least 1 id")
      .max(MAX_BULK_TAG_CODES, `takes at most ${MAX_BULK_TAG_CODES} ids`)
      .refine((ids) => new Set(ids).size === ids.length, "must not repeat an id")
      .meta({ uniqueItems: true })
      .describe("the codes to change"),
    add: Tags.optional().describe(`tags every code gains (a code keeps at most ${MAX_TAGS})`),
    remove: Tags.optional().describe("tags every code loses; a tag given in both is added"),
  })
  .meta({ id: "ChangeCodeTags" });
export type ChangeCodeTagsInput = z.output<typeof ChangeCodeTagsBody>;

export const ChangedCodeTagsSchema = z
  .object({
    updated: z.number().int().describe("codes whose tags changed"),
    data: z.array(z.object({ id: storedRecordId(), tags: z.array(z.string().meta({ examples: ["menu"] })) })),
  })
  .meta({ id: "ChangedCodeTags" });
