import { withApi } from "@/lib/api/with-api";
import { createApiKeyContract, listApiKeysContract } from "@/lib/keys/contracts";
import { createApiKey } from "@/lib/keys/create-api-key";
import { listApiKeys } from "@/lib/keys/list-api-keys";

export const GET = withApi(listApiKeysContract, async ({ caller }) => listApiKeys(caller.accountId));

export const POST = withApi(createApiKeyContract, async ({ caller, body }) => createApiKey(caller, body));
