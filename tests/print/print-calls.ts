import { GET as codePrintRoute } from "@/app/api/v1/qrcodes/[id]/print-check/route";
import { GET as publicPrintRoute } from "@/app/api/v1/qrcode/print-check/route";
import type { PrintCheck } from "@/lib/print/print-schemas";
import { type CallResult, call } from "../helpers/http";

export type Query = Record<string, string | number>;

const search = (query: Query) =>
  new URLSearchParams(Object.entries(query).map(([name, value]) => [name, String(value)])).toString();

/** GET /api/v1/qrcode/print-check, anonymous. */
/** The body is a PrintCheck on 200, an error body otherwise. */
export const publicCheck = (query: Query): Promise<CallResult> =>
  call(publicPrintRoute, `/api/v1/qrcode/print-check?${search(query)}`);

/** GET /api/v1/qrcodes/{id}/print-check with the caller's headers. */
export const codeCheck = (headers: Record<string, string>, id: string, query: Query = {}) =>
  call(codePrintRoute, `/api/v1/qrcodes/${id}/print-check?${search(query)}`, {
    headers,
    params: { id },
  });

/** The codes of a check's warnings. */
export const codesOf = (check: PrintCheck): string[] => check.warnings.map((warning) => warning.code);
