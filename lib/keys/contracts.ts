import { defineContract } from "../api/contract";
import { ApiKeyIdParams, ApiKeyListSchema, ApiKeySchema, CreateApiKeyBody, CreatedApiKeySchema } from "./key-schemas";

// Keys are managed from the dashboard only: a key cannot mint or revoke keys.
const sessionOnly = { tag: "API keys", auth: "session", workspaceRole: "ADMIN" } as const;

export const listApiKeysContract = defineContract({
  ...sessionOnly,
  method: "GET",
  path: "/api/v1/keys",
  operationId: "keys.list",
  summary: "The account's API keys, masked",
  description: "Dashboard session only.",
  response: ApiKeyListSchema,
  status: 200,
});

export const createApiKeyContract = defineContract({
  ...sessionOnly,
  method: "POST",
  path: "/api/v1/keys",
  operationId: "keys.create",
  summary: "Create an API key",
  description: "Dashboard session only. The clear key is in this answer and nowhere else.",
  body: CreateApiKeyBody,
  response: CreatedApiKeySchema,
  status: 201,
});

export const revokeApiKeyContract = defineContract({
  ...sessionOnly,
  method: "DELETE",
  path: "/api/v1/keys/{id}",
  operationId: "keys.revoke",
  summary: "Revoke an API key",
  description: "Dashboard session only. A revoked key answers 401 from then on; revoking twice is harmless.",
  params: ApiKeyIdParams,
  response: ApiKeySchema,
  status: 200,
});

export const KEYS_CONTRACTS = [listApiKeysContract, createApiKeyContract, revokeApiKeyContract];
