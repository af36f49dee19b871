import { defineContract, MCP_READ } from "../api/contract";
import { readCodes } from "../codes/code-contract-bases";
import { QrCodeIdParams } from "../codes/code-schemas";
import { MCP_CODE_ID } from "../codes/contracts";
import { PrintCheckSchema, PrintOptionsSchema } from "./print-schemas";
import { PublicPrintCheckQuery } from "./public-print-schemas";

// The print check: will a code printed this wide, read from this far, at this dpi, scan?

const RULES =
  "Rules: the printed width reads from about 10× as far (TOO_SMALL_FOR_DISTANCE); a module of at least 0.4 mm and 3 printer dots (MODULES_TOO_SMALL); " +
  "modules at least 3:1 darker than the background (LOW_CONTRAST; lighter ones: INVERTED); a logo covering no more modules than the error-correction level restores (LOGO_TOO_LARGE); " +
  "a 4-module quiet zone, ISO/IEC 18004 (QUIET_ZONE, a margin or frame banner closer than that). " +
  "Then the code is rasterised at the print's pixel size for the dpi, blurred as ink and a phone camera blur it, and read by two decoders (UNREADABLE when either misses). " +
  "`ok` is true when both read it and no rule but INVERTED and QUIET_ZONE fired.";

const summary = (check: { ok: boolean; maxDistanceM: number; minWidthMm: number; warnings: { code: unknown }[] }) =>
  check.ok
    ? `Prints fine, read from up to ${check.maxDistanceM} m.`
    : `Print check failed (${check.warnings.map((warning) => String(warning.code)).join(", ")}); print at least ${check.minWidthMm} mm wide.`;

export const checkCodePrintContract = defineContract({
  ...readCodes,
  method: "GET",
  path: "/api/v1/qrcodes/{id}/print-check",
  operationId: "qrcodes.printCheck",
  summary: "Check a saved code before printing it at a given width, distance and printer dpi",
  description: `Checks the code as its image is drawn (style, logo, level; a dynamic code's short link). An AI code's art cannot be checked (400). ${RULES}`,
  params: QrCodeIdParams,
  query: PrintOptionsSchema,
  response: PrintCheckSchema,
  status: 200,
  mcp: {
    name: "check_print",
    title: "Check a saved QR code for print",
    description:
      "Will the code scan when printed widthMm wide (quiet zone and frame included), read from distanceM metres, on a printer of dpi? Answers the smallest safe width, the farthest distance, and warnings with advice.",
    annotations: MCP_READ,
    params: MCP_CODE_ID,
    summary,
  },
});

export const checkPublicPrintContract = defineContract({
  method: "GET",
  path: "/api/v1/qrcode/print-check",
  operationId: "qrcode.printCheck",
  summary: "Check a generator design before printing it at a given width, distance and printer dpi",
  description: `Takes the options of GET /api/v1/qrcode/generate (but format and size) and the print's. No authentication needed; nothing is saved or charged. ${RULES}`,
  tag: "Generate",
  auth: "public",
  query: PublicPrintCheckQuery,
  response: PrintCheckSchema,
  status: 200,
});

export const PRINT_CONTRACTS = [checkCodePrintContract, checkPublicPrintContract];
