// The HTTP shapes of /api/v1/qrcodes as the browser receives them (JSON: times are ISO strings).
export type QrMode = "DYNAMIC" | "STATIC" | "AI";
export type QrStatus = "READY" | "EXPIRED" | "DELETED";

export interface Pagination {
  page: number;
  size: number;
  total: number;
  totalPages: number;
}

export interface QrCodeSummary {
  id: string;
  name: string | null;
  mode: QrMode;
  status: QrStatus;
  targetUrl: string;
  scanCount: number;
  createdAt: string;
  updatedAt: string;
}

/** GET /api/v1/qrcodes/{id}: the fields the code page shows. */
export interface QrCodeDetail extends QrCodeSummary {
  shortLink?: string;
  templateUsed: string;
  content: string;
  size: number;
  logo: string | null;
  errorCorrectionLevel: string;
  clonedFrom?: string;
}

export interface CreatedCode {
  id: string;
  shortLink?: string;
  templateUsed: string;
  matchedKeywords: string[];
  imageUrl: string;
}

export interface UpdatedCode {
  id: string;
  targetUrl: string;
  name: string | null;
  status: QrStatus;
  updatedAt: string;
}

export interface BatchResult {
  total: number;
  succeeded: number;
  failed: number;
  results: { index: number; success: boolean; data?: { id: string; shortLink?: string; templateUsed: string }; error?: string }[];
}

export const codeLabel = (code: { name: string | null; id: string }) => code.name?.trim() || "Untitled code";
