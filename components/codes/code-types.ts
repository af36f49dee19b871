// The /api/v1/qrcodes answers as the browser receives them, inferred from the server's own schemas
// (type-only imports: nothing of zod reaches the bundle).
import type { z } from "zod";
import type {
  BatchResultSchema,
  CreatedQrCodeSchema,
  PaginationSchema,
  QrCodeSummarySchema,
  QrCodeView,
  UpdatedQrCodeSchema,
} from "@/lib/codes/code-schemas";

export type { QrMode, QrStatus } from "@/lib/codes/code-limits";
export type Pagination = z.output<typeof PaginationSchema>;
export type QrCodeSummary = z.output<typeof QrCodeSummarySchema>;
/** GET /api/v1/qrcodes/{id}. */
export type QrCodeDetail = QrCodeView;
export type CreatedCode = z.output<typeof CreatedQrCodeSchema>;
export type UpdatedCode = z.output<typeof UpdatedQrCodeSchema>;
export type BatchResult = z.output<typeof BatchResultSchema>;

export const codeLabel = (code: { name: string | null; id: string }) => code.name?.trim() || "Untitled code";
