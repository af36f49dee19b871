import type { Permission } from "./permissions";
import { maskApiKey } from "./key-format";
import type { ApiKeyView } from "./key-schemas";

export const apiKeySelect = {
  id: true,
  name: true,
  lastFour: true,
  permissions: true,
  createdAt: true,
  lastUsedAt: true,
  revokedAt: true,
  createdBy: { select: { id: true, name: true, email: true } },
} as const;

interface ApiKeyRow {
  id: string;
  name: string;
  lastFour: string;
  permissions: string[];
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
  createdBy: { id: string; name: string; email: string } | null;
}

/** What a key looks like to its owner: never the hash, only the masked form. */
export function toApiKeyView(row: ApiKeyRow): ApiKeyView {
  return {
    id: row.id,
    name: row.name,
    maskedKey: maskApiKey(row.lastFour),
    permissions: row.permissions as Permission[],
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    createdBy: row.createdBy,
  };
}
