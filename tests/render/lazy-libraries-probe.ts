// Run by lazy-libraries.test.ts in a process of its own: which of the PDF and decoder libraries
// (all CommonJS but pdfkit, so require.cache shows them) are loaded after importing their users,
// and after one PDF and one decode.
import { createRequire } from "node:module";
import QRCode from "qrcode";

const require = createRequire(import.meta.url);
const LIBRARIES = ["svg-to-pdfkit", "@zxing/library", "jsqr"];
const loaded = () =>
  LIBRARIES.filter((name) => Object.keys(require.cache).some((key) => key.includes(`/node_modules/${name}/`)));

const pdf = await import("../../lib/render/render-pdf");
const decode = await import("../../lib/render/decode-image");
await import("../../lib/sheets/draw-sheet");
await import("../../lib/ai/check-scannable");
await import("../../lib/print/simulate-print");
const atStart = loaded();
const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>';
const bytes = await pdf.svgToPdf(svg, 10, 10, "probe");
const code = await QRCode.toBuffer("probe", { width: 256 });
const read = await decode.decodeImage(code);
// Each decoder alone: @zxing/library's exports take another shape under tsx than under Node.
const decoders = await decode.qrDecoders();
const pixels = await decode.toRgba(code);
const both = [decoders.jsqr(pixels), decoders.zxing(pixels)];
console.log(
  JSON.stringify({ atStart, afterUse: loaded(), pdf: bytes.subarray(0, 5).toString(), read: read.text, both }),
);
