import { z } from "zod";
import { timestampString } from "../validation/examples";
import { WholeNumber } from "../validation/whole-number";

/** The longest a share link may be given to live, in days. */
export const MAX_SHARE_DAYS = 3650;

export { QrCodeIdParams } from "../codes/code-schemas";

export const CreateShareBody = z
  .strictObject({
    expiresInDays: WholeNumber.min(1)
      .max(MAX_SHARE_DAYS)
      .optional()
      .describe(`days until the link stops working (1 to ${MAX_SHARE_DAYS}); default: until revoked`),
    showTarget: z
      .boolean()
      .default(false)
      .describe("whether the page shows the code's target URL and its destinations; default false"),
  })
  .meta({ id: "CreateShare" });
export type CreateShareInput = z.output<typeof CreateShareBody>;

const TOKEN_EXAMPLE = "q3H8vN1xZ0bYw5Lk2TjR7sUe9aFcGdMp";

export const CreatedShareSchema = z
  .object({
    url: z
      .string()
      .meta({ examples: [`https://cb.example.com/p/${TOKEN_EXAMPLE}`] })
      .describe("the public statistics page; shown only in this answer"),
    token: z
      .string()
      .meta({ examples: [TOKEN_EXAMPLE] })
      .describe("192 random bits, base64url; only its hash is stored, so it cannot be read back"),
    showTarget: z.boolean(),
    createdAt: timestampString("ISO 8601, UTC"),
    expiresAt: timestampString("ISO 8601, UTC").nullable().describe("null: until revoked"),
  })
  .meta({ id: "CreatedShare" });
export type CreatedShare = z.infer<typeof CreatedShareSchema>;

export const RevokedShareSchema = z
  .object({
    revoked: z.boolean().describe("false when the code had no live share link (revoking twice is harmless)"),
  })
  .meta({ id: "RevokedShare" });
export type RevokedShare = z.infer<typeof RevokedShareSchema>;
