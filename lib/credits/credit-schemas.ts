import { z } from "zod";

export const LedgerQuery = z.object({
  page: z.coerce.number({ error: "must be a whole number" }).int("must be a whole number").min(1, "must be at least 1").max(1_000_000).default(1),
  size: z.coerce.number({ error: "must be a whole number" }).int("must be a whole number").min(1, "must be at least 1").max(100, "must be at most 100").default(20),
});

export const CreditBalanceSchema = z.object({
  balance: z.number().int(),
  dynamicCodeCost: z.number().int(),
  staticQuota: z.object({ limit: z.number().int(), used: z.number().int(), remaining: z.number().int(), resetsAt: z.string() }),
});

export const LedgerEntrySchema = z.object({
  id: z.string(),
  amount: z.number().int().describe("Positive for a grant, negative for a charge"),
  balanceAfter: z.number().int(),
  reason: z.string(),
  reference: z.string().nullable(),
  createdAt: z.string().describe("ISO 8601 timestamp"),
});

export const LedgerPageSchema = z.object({
  entries: z.array(LedgerEntrySchema),
  pagination: z.object({ page: z.number().int(), size: z.number().int(), total: z.number().int(), totalPages: z.number().int() }),
});
