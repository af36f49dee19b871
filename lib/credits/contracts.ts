import { defineContract, MCP_READ } from "../api/contract";
import { CreditBalanceSchema, LedgerPageSchema, LedgerQuery } from "./credit-schemas";

export const getCreditBalanceContract = defineContract({
  method: "GET",
  path: "/api/v1/credits/balance",
  operationId: "credits.balance",
  summary: "The caller's credit balance and monthly static-code quota",
  tag: "Credits",
  auth: "key-or-session",
  workspaceRole: "VIEWER",
  response: CreditBalanceSchema,
  status: 200,
  mcp: {
    name: "get_credit_balance",
    title: "Credit balance",
    description:
      "The account's credits (a DYNAMIC code costs dynamicCodeCost) and this month's free STATIC-code quota.",
    annotations: MCP_READ,
    summary: (balance) => `${balance.balance} credits; ${balance.staticQuota.remaining} static codes left this month.`,
  },
});

export const listLedgerContract = defineContract({
  method: "GET",
  path: "/api/v1/credits/ledger",
  operationId: "credits.ledger",
  summary: "The caller's credit grants and charges, newest first",
  tag: "Credits",
  auth: "key-or-session",
  workspaceRole: "VIEWER",
  query: LedgerQuery,
  response: LedgerPageSchema,
  status: 200,
});

export const CREDITS_CONTRACTS = [getCreditBalanceContract, listLedgerContract];
