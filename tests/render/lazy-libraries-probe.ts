// Run by lazy-libraries.test.ts in a process of its own: which of the PDF and decoder libraries and
// sharp are loaded after importing their users, and after one PDF, one PNG and one decode; and
// libvips's operation cache once sharp is in. require.cache shows the CommonJS libraries (all but
// pdfkit) and sharp's native binding, which its ESM build, the one import() gives, requires.
import { createRequire } from "node:module";
import QRCode from "qrcode";

const require = createRequire(import.meta.url);
const LIBRARIES = {
  "svg-to-pdfkit": "svg-to-pdfkit/",
  "@zxing/library": "@zxing/library/",
  jsqr: "jsqr/",
  sharp: "@img/sharp-",
};
const loaded = () =>
  Object.entries(LIBRARIES)
    .filter(([, path]) => Object.keys(require.cache).some((key) => key.includes(`/node_modules/${path}`)))
    .map(([name]) => name);

const pdf = await import("../../lib/render/render-pdf");
const decode = await import("../../lib/render/decode-image");
const render = await import("../../lib/render/render-image");
await import("../../lib/render/render-raster");
await import("../../lib/render/decode-logo");
await import("../../lib/render/prepare-logo");
await import("../../lib/sheets/draw-sheet");
await import("../../lib/ai/check-scannable");
await import("../../lib/print/simulate-print");
await import("../../lib/logos/upload-logo");
await import("../../lib/templates/render-template-preview");
await import("../../lib/server/memory-report");
const atStart = loaded();
const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>';
const bytes = await pdf.svgToPdf(svg, 10, 10, "probe");
// An SVG is drawn without sharp; a PNG is not.
await render.renderQr({ content: "probe", format: "svg", size: 256 });
const afterSvg = loaded().includes("sharp");
const png = await render.renderQr({ content: "probe", format: "png", size: 256 });
const code = await QRCode.toBuffer("probe", { width: 256 });
const read = await decode.decodeImage(code);
// Each decoder alone: @zxing/library's exports take another shape under tsx than under Node.
const decoders = await decode.qrDecoders();
const pixels = await decode.toRgba(code);
const both = [decoders.jsqr(pixels), decoders.zxing(pixels)];
const afterUse = loaded();
// The instance the renders loaded (another build of sharp, loading, would turn the cache on again).
const { default: sharp } = await import("sharp");
console.log(
  JSON.stringify({
    atStart,
    afterSvg,
    afterUse,
    pdf: bytes.subarray(0, 5).toString(),
    png: png.body.subarray(1, 4).toString(),
    read: read.text,
    both,
    vipsCacheMax: sharp.cache().memory.max,
  }),
);
