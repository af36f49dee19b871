import { readCodes } from "./code-contract-bases";
import { CODES_CSV_COLUMNS } from "./codes-csv-columns";
import { defineContract } from "../api/contract";
import { ExportQrCodesBody, MAX_EXPORT_CODES } from "./export-schemas";

// Exports of saved codes: their images as a ZIP and the workspace's codes as CSV (lib/codes/contracts.ts
// lists them).

const read = readCodes;

export const exportQrCodesContract = defineContract({
  ...read,
  method: "POST",
  path: "/api/v1/qrcodes/export",
  operationId: "qrcodes.export",
  summary: "Several codes' images as one ZIP archive",
  description: (config) =>
    `Up to ${MAX_EXPORT_CODES} codes in one format and size, each file named after its code's name ("Café menu" → cafe-menu.png; unnamed: qr-<id>.png). An unknown or deleted id is a 404 naming it. Size capped at ${config.MAX_IMAGE_PX_AUTH} px.`,
  body: ExportQrCodesBody,
  errors: ["NOT_FOUND"],
  response: { file: ["application/zip"] },
  status: 200,
});

export const exportCodesCsvContract = defineContract({
  ...read,
  method: "GET",
  path: "/api/v1/qrcodes/export.csv",
  operationId: "qrcodes.exportCsv",
  summary: "Every code of the workspace as CSV, in the columns the CSV import reads",
  description: `Columns \`${CODES_CSV_COLUMNS.join(",")}\`, a row per live (not deleted) code, oldest first, streamed. \`url\` is a dynamic code's target or a static code's content; \`domain\` the branded hostname (Unicode) and \`slug\` the link's path on it, both empty on the install's own short-link base; \`tags\` joined with \`|\`; \`createdAt\` ISO 8601. RFC 4180 quoting, UTF-8 without BOM. Cells a spreadsheet would run as a formula (starting with = + - @, tab or CR, after any apostrophes) start with one more apostrophe, which the CSV import removes: an export imports into another Codebeam unchanged.`,
  response: { file: ["text/csv"] },
  status: 200,
});
