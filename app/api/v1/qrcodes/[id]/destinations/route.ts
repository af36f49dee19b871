import { withApi } from "@/lib/api/with-api";
import { listDestinationsContract } from "@/lib/destinations/contracts";
import { listDestinationChecks } from "@/lib/destinations/list-destination-checks";

export const GET = withApi(listDestinationsContract, async ({ caller, params }) =>
  listDestinationChecks(caller.accountId, params.id),
);
