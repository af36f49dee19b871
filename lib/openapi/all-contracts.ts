import { AI_CONTRACTS } from "../ai/contracts";
import type { Contract } from "../api/contract";
import { AUDIT_CONTRACTS } from "../audit/contracts";
import { CODES_CONTRACTS } from "../codes/contracts";
import { CREDITS_CONTRACTS } from "../credits/contracts";
import { listDestinationsContract } from "../destinations/contracts";
import { DOMAIN_CONTRACTS } from "../domains/contracts";
import { GENERATE_CONTRACTS } from "../generate/contracts";
import { IMPORT_CONTRACTS } from "../imports/contracts";
import { INVITATIONS_CONTRACTS } from "../invitations/contracts";
import { KEYS_CONTRACTS } from "../keys/contracts";
import { uploadLogoContract } from "../logos/contracts";
import { mcpMessageContract } from "../mcp/contracts";
import { ME_CONTRACTS } from "../me/contracts";
import { PRINT_CONTRACTS } from "../print/contracts";
import { SHARES_CONTRACTS } from "../shares/contracts";
import { LIVE_SCANS_CONTRACTS } from "../live-scans/contracts";
import { SHEET_CONTRACTS } from "../sheets/contracts";
import { STATS_CONTRACTS } from "../stats/contracts";
import { TEMPLATES_CONTRACTS } from "../templates/contracts";
import { TWO_FACTOR_CONTRACTS } from "../two-factor/contracts";
import { USERS_CONTRACTS } from "../users/contracts";
import { WEBHOOKS_CONTRACTS } from "../webhooks/contracts";
import { WORKSPACES_CONTRACTS } from "../workspaces/contracts";
import { openApiDocumentContract } from "./contracts";

/**
 * Every /api/v1 endpoint, in the document's order. A new endpoint's contract is added to its
 * domain's list; tests/openapi fails when a route exports a handler whose contract is missing here,
 * or a contract here has no route.
 */
export const ALL_CONTRACTS: readonly Contract[] = [
  ...GENERATE_CONTRACTS,
  ...TEMPLATES_CONTRACTS,
  ...CODES_CONTRACTS,
  ...SHEET_CONTRACTS,
  uploadLogoContract,
  listDestinationsContract,
  ...AI_CONTRACTS,
  ...STATS_CONTRACTS,
  ...SHARES_CONTRACTS,
  ...LIVE_SCANS_CONTRACTS,
  ...PRINT_CONTRACTS,
  ...DOMAIN_CONTRACTS,
  ...IMPORT_CONTRACTS,
  ...WEBHOOKS_CONTRACTS,
  ...USERS_CONTRACTS,
  ...CREDITS_CONTRACTS,
  ...KEYS_CONTRACTS,
  ...AUDIT_CONTRACTS,
  ...INVITATIONS_CONTRACTS,
  ...ME_CONTRACTS,
  ...TWO_FACTOR_CONTRACTS,
  ...WORKSPACES_CONTRACTS,
  mcpMessageContract,
  openApiDocumentContract,
] as readonly Contract[];
