import { chooseAiVariant } from "../ai/choose-ai-variant";
import { listAuditEventsContract } from "../audit/contracts";
import { listDomainsContract } from "../domains/contracts";
import { listDomains } from "../domains/list-domains";
import { createImportContract, getImportContract } from "../imports/contracts";
import { createImport } from "../imports/create-import";
import { getImport } from "../imports/get-import";
import { listAuditEvents } from "../audit/list-audit-events";
import { chooseAiVariantContract, createAiCodeContract, getAiGenerationContract } from "../ai/contracts";
import { createAiGeneration } from "../ai/create-ai-generation";
import { getAiGeneration } from "../ai/get-ai-generation";
import { actorOf } from "../codes/actor";
import { cloneQrCode } from "../codes/clone-qr-code";
import {
  cloneQrCodeContract,
  createQrCodeContract,
  deleteQrCodeContract,
  getQrCodeContract,
  listQrCodesContract,
  restoreQrCodeContract,
  updateQrCodeContract,
} from "../codes/contracts";
import { createQrCode } from "../codes/create-qr-code";
import { deleteQrCode } from "../codes/delete-qr-code";
import { getQrCode } from "../codes/get-qr-code";
import { listQrCodes } from "../codes/list-qr-codes";
import { restoreQrCode } from "../codes/restore-qr-code";
import { updateQrCode } from "../codes/update-qr-code";
import { getCreditBalanceContract } from "../credits/contracts";
import { getCreditBalance } from "../credits/get-credit-balance";
import { checkCodePrint } from "../print/check-print";
import { checkCodePrintContract } from "../print/contracts";
import { getStatsContract, getWorkspaceStatsContract, listScansContract } from "../stats/contracts";
import { getStats } from "../stats/get-stats";
import { getWorkspaceStats } from "../stats/get-workspace-stats";
import { listScans } from "../stats/list-scans";
import { getTemplateCatalog } from "../templates/catalog";
import { listTemplatesContract } from "../templates/contracts";
import { toolFrom } from "./contract-tool";
import type { McpTool } from "./tool-types";
import { listMembersContract, listWorkspacesContract } from "../workspaces/contracts";
import { keyWorkspace } from "../workspaces/key-workspace";
import { listMembers } from "../workspaces/list-members";

/**
 * The tools made from contracts with an `mcp` block, in the order tools/list shows them (reads,
 * then writes). Each line is only the service call, the same one the operation's route file makes;
 * tests/mcp/contract-tools.test.ts fails when a contract's block has no line here.
 */
export const CONTRACT_TOOLS: readonly McpTool[] = [
  toolFrom(listTemplatesContract, async () => getTemplateCatalog()),
  toolFrom(listQrCodesContract, ({ caller, query }) => listQrCodes(caller.accountId, query)),
  toolFrom(getQrCodeContract, ({ caller, params }) => getQrCode(caller.accountId, params.id)),
  toolFrom(checkCodePrintContract, ({ caller, params, query }) => checkCodePrint(caller.accountId, params.id, query)),
  toolFrom(getStatsContract, ({ caller, params, query }) => getStats(caller.accountId, params.id, query)),
  toolFrom(getWorkspaceStatsContract, ({ caller, query }) => getWorkspaceStats(caller.accountId, query)),
  toolFrom(listScansContract, ({ caller, params, query }) => listScans(caller.accountId, params.id, query)),
  toolFrom(getCreditBalanceContract, ({ caller }) => getCreditBalance(caller.accountId)),
  toolFrom(getAiGenerationContract, ({ caller, params }) => getAiGeneration(caller.accountId, params.generationId)),
  // The team, read only (lib/workspaces/readable-workspace.ts); the MCP endpoint's callers are keys.
  toolFrom(listWorkspacesContract, ({ caller }) => keyWorkspace(caller.accountId)),
  toolFrom(listDomainsContract, ({ caller }) => listDomains(caller.accountId)),
  toolFrom(getImportContract, ({ caller, params }) => getImport(caller.accountId, params.id)),
  toolFrom(listMembersContract, ({ caller, params }) => listMembers(caller, params.id)),
  toolFrom(listAuditEventsContract, ({ caller, query }) => listAuditEvents(caller.accountId, query)),
  toolFrom(createQrCodeContract, ({ caller, body }) => createQrCode(caller, body)),
  toolFrom(updateQrCodeContract, ({ caller, params, body }) =>
    updateQrCode(caller.accountId, params.id, body, actorOf(caller)),
  ),
  toolFrom(deleteQrCodeContract, ({ caller, params }) => deleteQrCode(caller, params.id)),
  toolFrom(restoreQrCodeContract, ({ caller, params }) => restoreQrCode(caller, params.id)),
  toolFrom(cloneQrCodeContract, ({ caller, params, body }) => cloneQrCode(caller, params.id, body)),
  toolFrom(createAiCodeContract, ({ caller, body }) => createAiGeneration(caller, body)),
  toolFrom(chooseAiVariantContract, ({ caller, params, body }) =>
    chooseAiVariant(caller.accountId, params.generationId, body.variant),
  ),
  toolFrom(createImportContract, ({ caller, body }) => createImport(caller, body)),
];
