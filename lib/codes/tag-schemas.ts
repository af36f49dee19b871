import { z } from "zod";
import { MAX_TAG_LENGTH, MAX_TAGS } from "./tag-limits";

export { MAX_TAG_LENGTH, MAX_TAGS };

/** Letters, digits, spaces, `-`, `_` and `.`, starting with a letter or digit; stored lowercase. */
const TAG_PATTERN = /^[\p{L}\p{N}][\p{L}\p{N} ._-]*$/u;

export const Tag = z
  .string()
  .trim()
  .min(1, "must not be empty")
  .max(MAX_TAG_LENGTH, `must be at most ${MAX_TAG_LENGTH} characters`)
  .regex(TAG_PATTERN, "may hold letters, digits, spaces, '-', '_' and '.', starting with a letter or digit")
  .meta({ examples: ["menu"] })
  .transform((tag) => tag.replace(/\s+/g, " ").toLowerCase());

/** A code's tags: the whole set, replaced on update; duplicates (ignoring case) count once. */
export const Tags = z
  .array(Tag)
  .max(MAX_TAGS, `takes at most ${MAX_TAGS} tags`)
  .transform((tags) => [...new Set(tags)])
  .describe(`labels to group and filter codes by (at most ${MAX_TAGS}; stored lowercase)`);

export const TagCountSchema = z
  .object({ tag: z.string().meta({ examples: ["menu"] }), count: z.number().int().describe("live codes carrying it") })
  .meta({ id: "TagCount" });
export const TagListSchema = z.object({ data: z.array(TagCountSchema) }).meta({ id: "TagList" });
