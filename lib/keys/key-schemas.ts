import { z } from "zod";
import { PermissionSchema } from "./permissions";

export const CreateApiKeyBody = z
  .strictObject({
    name: z.string().trim().min(1, "is required").max(80, "must be at most 80 characters"),
    permissions: z
      .array(PermissionSchema)
      .min(1, "choose at least one permission")
      .refine((list) => new Set(list).size === list.length, "must not repeat a permission")
      .meta({ uniqueItems: true }),
  })
  .meta({ id: "CreateApiKey" });
export type CreateApiKeyInput = z.infer<typeof CreateApiKeyBody>;

export const ApiKeyIdParams = z.object({ id: z.string().min(1).max(64) });

export const ApiKeySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    maskedKey: z.string().describe("cb_sk_•••• plus the last 4 characters"),
    permissions: z.array(PermissionSchema),
    createdAt: z.string(),
    lastUsedAt: z.string().nullable(),
    revokedAt: z.string().nullable(),
  })
  .meta({ id: "ApiKey" });
export type ApiKeyView = z.infer<typeof ApiKeySchema>;

export const ApiKeyListSchema = z.object({ data: z.array(ApiKeySchema) }).meta({ id: "ApiKeyList" });

export const CreatedApiKeySchema = ApiKeySchema.extend({
  key: z.string().describe("The clear key: shown in this answer only, never again"),
}).meta({ id: "CreatedApiKey" });
