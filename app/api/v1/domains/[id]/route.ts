import { withApi } from "@/lib/api/with-api";
import { deleteDomainContract, getDomainContract, updateDomainContract } from "@/lib/domains/contracts";
import { deleteDomain } from "@/lib/domains/delete-domain";
import { getDomain } from "@/lib/domains/get-domain";
import { updateDomain } from "@/lib/domains/update-domain";

export const GET = withApi(getDomainContract, async ({ caller, params }) => getDomain(caller.accountId, params.id));

export const PATCH = withApi(updateDomainContract, async ({ caller, params, body }) =>
  updateDomain(caller, params.id, body),
);

export const DELETE = withApi(deleteDomainContract, async ({ caller, params, query }) =>
  deleteDomain(caller, params.id, query.force),
);
