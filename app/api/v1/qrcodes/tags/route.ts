import { withApi } from "@/lib/api/with-api";
import { changeCodeTags } from "@/lib/codes/change-code-tags";
import { changeCodeTagsContract } from "@/lib/codes/contracts";

export const POST = withApi(changeCodeTagsContract, async ({ caller, body }) => changeCodeTags(caller.accountId, body));
