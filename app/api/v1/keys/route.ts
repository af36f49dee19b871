import { withApi } from "@/lib/api/with-api";
import { createApiKey } from "@/lib/keys/create-api-key";
import { CreateApiKeyBody } from "@/lib/keys/key-schemas";
import { listApiKeys } from "@/lib/keys/list-api-keys";

// GET /api/v1/keys — the account's API keys, masked (dashboard session only)
export const GET = withApi({ auth: "session" }, async ({ caller }) => listApiKeys(caller.accountId));

// POST /api/v1/keys — create a key; the clear key is in this answer only (dashboard session only)
export const POST = withApi({ auth: "session", body: CreateApiKeyBody, status: 201 }, async ({ caller, body }) =>
  createApiKey(caller, body),
);
