import { z } from "zod";
import { PermissionSchema } from "./permissions";
import { EXAMPLES, exampleString, timestampString } from "../validation/examples";
import { RECORD_ID_EXAMPLE, storedRecordId } from "../validation/record-id";

export const CreateApiKeyBody = z
  .strictObject({
    name: z
      .string()
      .trim()
      .min(1, "is required")
      .max(80, "must be at most 80 characters")
      .meta({ examples: [EXAMPLES.keyName] }),
    permissions: z
      .array(PermissionSchema)
      .min(1, "choose at least one permission")
      .refine((list) => new Set(list).size === list.length, "must not repeat a permission")
      .meta({ uniqueItems: true }),
  })
  .meta({ id: "CreateApiKey" });
export type CreateApiKeyInput = z.infer<typeof CreateApiKeyBody>;

export const ApiKeyIdParams = z.object({
  id: z
    .string()
    .min(1)
    .max(64)
    .meta({ examples: [RECORD_ID_EXAMPLE] }),
});

const KeyCreatorSchema = z
  .object({
    id: storedRecordId(),
    name: exampleString(EXAMPLES.personName),
    email: exampleString(EXAMPLES.email),
  })
  .nullable()
  .describe(
    "the member who created the key, as their user is now (also once they have left the workspace); null once their user is deleted: the key is the workspace's and keeps working",
  );

export const ApiKeySchema = z
  .object({
    id: storedRecordId(),
    name: exampleString(EXAMPLES.keyName),
    maskedKey: exampleString("cb_sk_••••3f9a").describe("cb_sk_•••• plus the last 4 characters"),
    permissions: z.array(PermissionSchema),
    createdAt: timestampString(),
    lastUsedAt: timestampString().nullable(),
    revokedAt: timestampString().nullable(),
    createdBy: KeyCreatorSchema,
  })
  .meta({ id: "ApiKey" });
export type ApiKeyView = z.infer<typeof ApiKeySchema>;

export const ApiKeyListSchema = z.object({ data: z.array(ApiKeySchema) }).meta({ id: "ApiKeyList" });

export const CreatedApiKeySchema = ApiKeySchema.extend({
  key: z.string().describe("The clear key: shown in this answer only, never again"),
}).meta({ id: "CreatedApiKey" });
