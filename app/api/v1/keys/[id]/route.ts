import { withApi } from "@/lib/api/with-api";
import { ApiKeyIdParams } from "@/lib/keys/key-schemas";
import { revokeApiKey } from "@/lib/keys/revoke-api-key";

// DELETE /api/v1/keys/{id} — revoke a key; it answers 401 from then on (dashboard session only)
export const DELETE = withApi({ auth: "session", params: ApiKeyIdParams }, async ({ caller, params }) =>
  revokeApiKey(caller.accountId, params.id),
);
