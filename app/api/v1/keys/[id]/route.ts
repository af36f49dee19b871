import { withApi } from "@/lib/api/with-api";
import { revokeApiKeyContract } from "@/lib/keys/contracts";
import { revokeApiKey } from "@/lib/keys/revoke-api-key";

export const DELETE = withApi(revokeApiKeyContract, async ({ caller, params }) => revokeApiKey(caller, params.id));
