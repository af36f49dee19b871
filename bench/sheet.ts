// A sheet of 500 codes on A4 (L7160, 21 a page: 24 pages) as the sheet operation draws it: every
// code rendered (SVG, through the saved-image cache, each a different link) and laid out as one
// vector PDF. The database read is left out (one indexed query). `npx tsx bench/sheet.ts`.
// Measured on the 2-core build machine: square modules (default) 3.2 s for RGB or CMYK; round dots
// with a gradient (social-sunset-gradient) 16.6 s, nearly all in svg-to-pdfkit turning each dot's
// arcs into measured Bézier segments. The modules now go in as a pdfkit clip (render/place-modules):
// on a shared, loaded 2-core box, square 2.4–3.3 s (was 3.8–4.3), dots 5.9–8.0 s (was 18.9–20.4),
// the rest of a dotted sheet mostly deflating its content. The print check of 500 codes: 1.4 s.
import { pathToFileURL } from "node:url";
import { assertSheetPrints } from "../lib/sheets/check-sheet-print";
import { resolveSheetLayout } from "../lib/sheets/resolve-sheet-layout";
import { renderSheet } from "../lib/sheets/render-sheet";
import { findTemplate } from "../lib/templates/catalog";

const CODES = 500;
const DESIGNS = ["default", "social-sunset-gradient"] as const;

function rows(template: string, run: number) {
  const style = findTemplate(template)?.style ?? {};
  return Array.from({ length: CODES }, (_, n) => ({
    id: `bench-${n}`,
    name: `Table ${n + 1}`,
    mode: "STATIC",
    content: `https://codebeam.dev/s/bench-${run}-${n}`,
    shortCode: null,
    slug: null,
    domain: null,
    styles: style,
    logoUrl: null,
    errorCorrectionLevel: "M",
    size: 512,
    aiImage: null,
  }));
}

/** Seconds to draw 500 codes of each design as one PDF, RGB and CMYK. */
export async function runSheetBench(): Promise<string> {
  const layout = resolveSheetLayout({ preset: "L7160", label: "name", cropMarks: false });
  const lines = [
    `| ${"500 codes, L7160 on A4 (24 pages)".padEnd(44)} | seconds |   bytes |`,
    `| ${"-".repeat(44)} | ------: | ------: |`,
  ];
  let run = 0;
  for (const template of DESIGNS) {
    for (const colorSpace of ["RGB", "CMYK"] as const) {
      const codes = rows(template, run++);
      const started = performance.now();
      const pdf = await renderSheet(codes, layout, colorSpace);
      const seconds = (performance.now() - started) / 1000;
      lines.push(
        `| ${`${template}, ${colorSpace}`.padEnd(44)} | ${seconds.toFixed(2).padStart(7)} | ${String(pdf.byteLength).padStart(7)} |`,
      );
    }
  }
  // The print check before drawing: one simulated print per design and symbol size, the rules per code.
  const started = performance.now();
  await assertSheetPrints(rows(DESIGNS[1], run), layout.codeWidthMm, (index) => `ids[${index}]`);
  const seconds = ((performance.now() - started) / 1000).toFixed(2);
  lines.push(`| ${"print check of the 500 codes".padEnd(44)} | ${seconds.padStart(7)} |         |`);
  return lines.join("\n");
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) console.log(await runSheetBench());
