import { withApi } from "@/lib/api/with-api";
import { createDomainContract, listDomainsContract } from "@/lib/domains/contracts";
import { createDomain } from "@/lib/domains/create-domain";
import { listDomains } from "@/lib/domains/list-domains";

export const GET = withApi(listDomainsContract, async ({ caller }) => listDomains(caller.accountId));

export const POST = withApi(createDomainContract, async ({ caller, body }) =>
  createDomain(caller.accountId, body, { caller }),
);
