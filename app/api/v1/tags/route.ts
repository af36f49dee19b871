import { withApi } from "@/lib/api/with-api";
import { listCodeTagsContract } from "@/lib/codes/contracts";
import { listCodeTags } from "@/lib/codes/list-code-tags";

export const GET = withApi(listCodeTagsContract, async ({ caller }) => listCodeTags(caller.accountId));
