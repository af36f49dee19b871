// PNG 512 px throughput: qrcode's own toBuffer (the baseline) against our renderer, plain and a
// styled template with a logo, in one run. `npx tsx bench/render.ts [--n 150 --warmup 20]`.
// Each call encodes a different payload, so no output cache can flatter a row.
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import QRCode from "qrcode";
import sharp from "sharp";
import { decodeLogo } from "../lib/render/decode-logo";
import { renderQr } from "../lib/render/render-image";
import { findTemplate } from "../lib/templates/catalog";
import { type Measurement, measure } from "./measure";

const SIZE = 512;
const STYLED_TEMPLATE = "social-sunset-gradient";

/** A 300 px logo made locally, as a fetched logo arrives (decoded once, as fetchLogo does; resized per render size, cached). */
function makeLogo(): Promise<Buffer> {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300"><circle cx="150" cy="150" r="146" fill="#e11d48"/>' +
    '<rect x="84" y="84" width="132" height="132" rx="24" fill="#111827"/></svg>';
  return sharp(Buffer.from(svg)).png().toBuffer();
}

function payloads(): () => string {
  let i = 0;
  return () => `https://codebeam.dev/r/item-${i++}?utm_source=poster`;
}

function table(rows: Measurement[]): string {
  const base = rows[0].perSecond;
  const lines = rows.map(
    (row) =>
      `| ${row.name.padEnd(44)} | ${row.perSecond.toFixed(1).padStart(7)} | ${(row.meanUs / 1000).toFixed(2).padStart(7)} | ${(row.p99Us / 1000).toFixed(2).padStart(7)} | ${`${(row.perSecond / base).toFixed(2)}×`.padStart(11)} |`,
  );
  return [
    `| ${"PNG 512 px, sequential".padEnd(44)} |   ops/s | mean ms |  p99 ms | vs toBuffer |`,
    `| ${"-".repeat(44)} | ------: | ------: | ------: | ----------: |`,
    ...lines,
  ].join("\n");
}

/** Runs the three rows and returns the table (throughput ratios against qrcode.toBuffer). */
export async function runRenderBench({ n = 150, warmup = 20 }: { n?: number; warmup?: number } = {}): Promise<string> {
  const logo = await decodeLogo(await makeLogo());
  const styles = findTemplate(STYLED_TEMPLATE)!.style;
  const options = { n, warmup };
  const next = payloads();
  const rows = [
    await measure(
      "qrcode.toBuffer png (baseline)",
      async () => void (await QRCode.toBuffer(next(), { type: "png", width: SIZE })),
      options,
    ),
    await measure(
      "renderQr plain (default template)",
      async () => void (await renderQr({ content: next(), format: "png", size: SIZE })),
      options,
    ),
    await measure(
      `renderQr ${STYLED_TEMPLATE} + logo`,
      async () => void (await renderQr({ content: next(), format: "png", size: SIZE, styles }, {}, logo)),
      options,
    ),
  ];
  return `${table(rows)}\n(${n} calls per row after ${warmup} warm-up, Node ${process.version}, sharp concurrency ${sharp.concurrency()})`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const { values } = parseArgs({
    options: { n: { type: "string", default: "150" }, warmup: { type: "string", default: "20" } },
  });
  console.log(await runRenderBench({ n: Number(values.n), warmup: Number(values.warmup) }));
}
