import { withApi } from "@/lib/api/with-api";
import { checkDomainNow } from "@/lib/domains/check-domain-now";
import { verifyDomainContract } from "@/lib/domains/contracts";

export const POST = withApi(verifyDomainContract, async ({ caller, params }) => checkDomainNow(caller, params.id));
