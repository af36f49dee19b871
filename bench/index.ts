// npm run bench [-- --n 2000 --warmup 200] — runs every benchmark and prints its figures.
// Benchmarks measure; they never assert timings (that is what tests are not for).
import { parseArgs } from "node:util";
import { runGenerateBench } from "./generate";
import { runImportBench } from "./import";
import { runLighthouseBench } from "./lighthouse";
import { runLogoRenderBench } from "./logo-render";
import { runRedirectBench } from "./redirect";
import { runRenderBench } from "./render";
import { runRenderIsolationBench } from "./render-isolation";
import { runSheetBench } from "./sheet";
import { runStatsBench } from "./stats";
import { runWebhookBench } from "./webhooks";
import { wrapperBench } from "./wrapper";

const { values } = parseArgs({
  options: { n: { type: "string", default: "2000" }, warmup: { type: "string", default: "200" } },
});
const options = { n: Number(values.n), warmup: Number(values.warmup) };
if (!Number.isInteger(options.n) || options.n < 1 || !Number.isInteger(options.warmup) || options.warmup < 0) {
  console.error("usage: npm run bench -- [--n <requests per row>] [--warmup <requests>]");
  process.exit(2);
}

const benches: [string, (opts: typeof options) => Promise<string>][] = [
  ["wrapper", wrapperBench],
  // Rendering is ~100x slower per call than a request through the wrapper: fewer, fixed iterations.
  ["render", () => runRenderBench()],
  ["logo-render", () => runLogoRenderBench()],
  // 500 codes on one A4 label sheet PDF, plain and dotted designs, RGB and CMYK; about a minute.
  ["sheet", () => runSheetBench()],
  // The production server (npm run build first) against a bare qrcode.toBuffer server.
  ["generate", () => runGenerateBench()],
  // Redirect latency while other clients draw images and sheets, render threads against the event loop.
  ["render-isolation", () => runRenderIsolationBench()],
  // Both seed their own databases (PostgreSQL at 127.0.0.1:5432 and PGlite); minutes, not seconds.
  ["redirect", () => runRedirectBench()],
  ["stats", () => runStatsBench()],
  ["webhooks", () => runWebhookBench()],
  // Imports on the embedded database through the worker's path: 10,000 CSV rows; Shlink's 10,000 URLs and 100,000 visits.
  ["import", () => runImportBench()],
  // The landing page in Lighthouse (mobile), 5 runs on the production server; LIGHTHOUSE_BIN or npx's lighthouse@12.2.3.
  ["lighthouse", () => runLighthouseBench()],
];
for (const [name, run] of benches) {
  console.log(`== ${name} ==`);
  console.log(await run(options));
}
