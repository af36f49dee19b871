// npx tsx bench/lighthouse.ts — Lighthouse on the landing page (mobile, simulated throttling) against the
// production server (`npm run build` first), BENCH_LIGHTHOUSE_RUNS times (default 5): each category's score
// and LCP per run, then their ranges. One run varies with the machine's load; read the ranges.
//
// Lighthouse is not a dependency of the app: LIGHTHOUSE_BIN names an installed CLI, otherwise npx fetches
// lighthouse@12.2.3 (13 needs Node 22; the app runs on Node 20). Chromium as the browser tests find it.
// BENCH_LIGHTHOUSE_KEEP=dir keeps each run's JSON report there (run-1.json, ...) to read its audits.
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { findChromium } from "../scripts/lib/find-chromium.mjs";
import { benchServerEnv, startServer } from "./production-server";

const run = promisify(execFile);
const PORT = Number(process.env.BENCH_LIGHTHOUSE_PORT ?? 3178);
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
const LIGHTHOUSE = process.env.LIGHTHOUSE_BIN ? [process.env.LIGHTHOUSE_BIN] : ["npx", "--yes", "lighthouse@12.2.3"];
const CHROME_FLAGS =
  "--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run";
const KEEP = process.env.BENCH_LIGHTHOUSE_KEEP;
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

interface LighthouseRun {
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  /** Audits of the page that failed (score below 0.9), such as image-aspect-ratio. */
  failing: string[];
}

interface LighthouseReport {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { score: number | null; scoreDisplayMode: string; numericValue?: number }>;
}

/** The figures of one Lighthouse JSON report. */
export function readReport(report: LighthouseReport): LighthouseRun {
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [id, Math.round((report.categories[id]?.score ?? 0) * 100)]),
  ) as LighthouseRun["scores"];
  const metric = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
  const failing = Object.entries(report.audits)
    .filter(([, audit]) => ["binary", "numeric", "metricSavings"].includes(audit.scoreDisplayMode))
    .filter(([, audit]) => audit.score !== null && audit.score < 0.9)
    .map(([id]) => id);
  return {
    scores,
    lcpMs: metric("largest-contentful-paint"),
    fcpMs: metric("first-contentful-paint"),
    tbtMs: metric("total-blocking-time"),
    failing,
  };
}

async function lighthouse(url: string, chromium: string, out: string): Promise<LighthouseRun> {
  const [command, ...args] = LIGHTHOUSE;
  await run(
    command,
    [...args, url, "--quiet", "--output=json", `--output-path=${out}`, `--chrome-flags=${CHROME_FLAGS}`],
    {
      env: { ...process.env, CHROME_PATH: chromium },
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  return readReport(JSON.parse(fs.readFileSync(out, "utf8")) as LighthouseReport);
}

const range = (values: number[], format: (value: number) => string) => {
  const low = Math.min(...values);
  const high = Math.max(...values);
  return low === high ? format(low) : `${format(low)}–${format(high)}`;
};
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

export async function runLighthouseBench(): Promise<string> {
  const chromium = findChromium(() => {});
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "codebeam-lighthouse-"));
  if (KEEP) fs.mkdirSync(KEEP, { recursive: true });
  const server = await startServer(benchServerEnv(PORT, undefined, dataDir));
  const lines: string[] = [];
  const runs: LighthouseRun[] = [];
  try {
    const url = `http://127.0.0.1:${PORT}/`;
    await fetch(url); // the first request compiles nothing, but warms the server's caches
    for (let index = 1; index <= RUNS; index++) {
      const result = await lighthouse(url, chromium, path.join(KEEP ?? dataDir, `run-${index}.json`));
      runs.push(result);
      const scores = CATEGORIES.map((id) => `${id} ${result.scores[id]}`).join(", ");
      lines.push(
        `run ${index}: ${scores}; LCP ${seconds(result.lcpMs)} (FCP ${seconds(result.fcpMs)}, TBT ${Math.round(result.tbtMs)} ms)` +
          (result.failing.length ? `; below 0.9: ${result.failing.join(", ")}` : ""),
      );
    }
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const ranges = CATEGORIES.map(
    (id) =>
      `${id} ${range(
        runs.map((r) => r.scores[id]),
        String,
      )}`,
  ).join(", ");
  lines.push(
    `landing page, mobile, ${RUNS} runs: ${ranges}; LCP ${range(
      runs.map((r) => r.lcpMs),
      seconds,
    )}`,
  );
  return lines.join("\n");
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) console.log(await runLighthouseBench());
