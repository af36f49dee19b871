import { withApi } from "@/lib/api/with-api";
import { tlsAllowedContract } from "@/lib/domains/contracts";
import { tlsAllowed } from "@/lib/domains/tls-allowed";

export const GET = withApi(tlsAllowedContract, async ({ query }) => tlsAllowed(query.domain));
