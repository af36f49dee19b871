import { z } from "zod";
import { storedRecordId } from "../validation/record-id";
import { timestampString } from "../validation/examples";
import { PaginationSchema } from "../validation/pagination";
import { PageNumber, pageSize } from "../validation/whole-number";

export const LedgerQuery = z.object({
  page: PageNumber,
  size: pageSize(100, 20),
});

export const CreditBalanceSchema = z
  .object({
    balance: z.number().int(),
    dynamicCodeCost: z.number().int(),
    staticQuota: z.object({
      limit: z.number().int(),
      used: z.number().int(),
      remaining: z.number().int(),
      resetsAt: timestampString(),
    }),
  })
  .meta({ id: "CreditBalance" });

export const LedgerEntrySchema = z
  .object({
    id: storedRecordId(),
    amount: z.number().int().describe("Positive for a grant, negative for a charge"),
    balanceAfter: z.number().int(),
    reason: z.string(),
    reference: z.string().nullable(),
    createdAt: timestampString("ISO 8601 timestamp"),
  })
  .meta({ id: "LedgerEntry" });

export const LedgerPageSchema = z
  .object({
    entries: z.array(LedgerEntrySchema),
    pagination: PaginationSchema,
  })
  .meta({ id: "LedgerPage" });
