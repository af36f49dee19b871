import { defineContract } from "../api/contract";
import { CreditBalanceSchema, LedgerPageSchema, LedgerQuery } from "./credit-schemas";

export const getCreditBalanceContract = defineContract({
  method: "GET",
  path: "/api/v1/credits/balance",
  operationId: "credits.balance",
  summary: "The caller's credit balance and monthly static-code quota",
  tag: "Credits",
  auth: "key-or-session",
  response: CreditBalanceSchema,
  status: 200,
});

export const listLedgerContract = defineContract({
  method: "GET",
  path: "/api/v1/credits/ledger",
  operationId: "credits.ledger",
  summary: "The caller's credit grants and charges, newest first",
  tag: "Credits",
  auth: "key-or-session",
  query: LedgerQuery,
  response: LedgerPageSchema,
  status: 200,
});

export const CREDITS_CONTRACTS = [getCreditBalanceContract, listLedgerContract];
