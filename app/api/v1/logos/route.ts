import { withApi } from "@/lib/api/with-api";
import { uploadLogoContract } from "@/lib/logos/contracts";
import { uploadLogo } from "@/lib/logos/upload-logo";

export const POST = withApi(uploadLogoContract, async ({ caller, body }) => uploadLogo(caller.accountId, body));
