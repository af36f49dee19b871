import { withApi } from "@/lib/api/with-api";
import { getTemplateCatalog } from "@/lib/templates/catalog";
import { listTemplatesContract } from "@/lib/templates/contracts";

export const GET = withApi(listTemplatesContract, async () => getTemplateCatalog());
