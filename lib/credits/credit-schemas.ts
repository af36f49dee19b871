import { z } from "zod";
import { PageNumber, pageSize } from "../validation/whole-number";

export const LedgerQuery = z.object({
  page: PageNumber,
  size: pageSize(100, 20),
});

export const CreditBalanceSchema = z
  .object({
    balance: z.number().int(),
    dynamicCodeCost: z.number().int(),
    staticQuota: z.object({ limit: z.number().int(), used: z.number().int(), remaining: z.number().int(), resetsAt: z.string() }),
  })
  .meta({ id: "CreditBalance" });

export const LedgerEntrySchema = z
  .object({
    id: z.string(),
    amount: z.number().int().describe("Positive for a grant, negative for a charge"),
    balanceAfter: z.number().int(),
    reason: z.string(),
    reference: z.string().nullable(),
    createdAt: z.string().describe("ISO 8601 timestamp"),
  })
  .meta({ id: "LedgerEntry" });

export const LedgerPageSchema = z
  .object({
    entries: z.array(LedgerEntrySchema),
    pagination: z.object({ page: z.number().int(), size: z.number().int(), total: z.number().int(), totalPages: z.number().int() }),
  })
  .meta({ id: "LedgerPage" });
