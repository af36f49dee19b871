// npm test — every test: unit and integration (vitest, on an embedded database), then the browser
// and HTTP end-to-end suites (Playwright, Chromium) against a production build. Ends with one
// "total: N passed, N failed" line.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ensureBuild } from "./lib/build-state.mjs";
import { failedPlaywrightTests, failedVitestTests, printFailed } from "./lib/failed-tests.mjs";
import { findChromium } from "./lib/find-chromium.mjs";

const bin = (name) => path.join("node_modules", ".bin", name);
const reports = fs.mkdtempSync(path.join(os.tmpdir(), "codebeam-reports-"));
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
const run = (command, args, extraEnv = {}) =>
  spawnSync(command, args, { stdio: "inherit", env: { ...env, ...extraEnv } }).status ?? 1;

function vitestCounts(file) {
  if (!fs.existsSync(file)) return { passed: 0, failed: 1 };
  const report = JSON.parse(fs.readFileSync(file, "utf8"));
  return { passed: report.numPassedTests, failed: report.numFailedTests };
}

function playwrightCounts(file) {
  if (!fs.existsSync(file)) return { passed: 0, failed: 1 };
  const { stats } = JSON.parse(fs.readFileSync(file, "utf8"));
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected };
}

// Lint and format first (biome.json): a finding fails the run like a failing test.
console.log("\n== Lint and format (Biome) ==");
const lintStatus = run(bin("biome"), ["ci", "."]);

console.log("\n== Unit and integration tests (vitest) ==");
const vitestReport = path.join(reports, "vitest.json");
// CODEBEAM_TEST_ELSEWHERE: test files another pass runs instead (CI runs a few whose subject does not
// depend on the database only in its PostgreSQL pass, .ci/run); vitest.config.ts leaves them out.
const elsewhere = (process.env.CODEBEAM_TEST_ELSEWHERE ?? "").split(/\s+/).filter(Boolean);
if (elsewhere.length) console.log(`(run in another pass: ${elsewhere.join(", ")})`);
const vitestStatus = run(bin("vitest"), [
  "run",
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${vitestReport}`,
]);
const unit = vitestCounts(vitestReport);

console.log("\n== End-to-end tests (Playwright) ==");
const chromium = findChromium();
ensureBuild();
const playwrightReport = path.join(reports, "playwright.json");
const e2eStatus = run(bin("playwright"), ["test", "--reporter=list,json"], {
  CHROMIUM_PATH: chromium,
  PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
});
const e2e = playwrightCounts(playwrightReport);

const passed = unit.passed + e2e.passed;
const failed =
  unit.failed +
  e2e.failed +
  (vitestStatus !== 0 && unit.failed === 0 ? 1 : 0) +
  (e2eStatus !== 0 && e2e.failed === 0 ? 1 : 0) +
  (lintStatus !== 0 ? 1 : 0);
if (vitestStatus !== 0) printFailed("failed (vitest)", failedVitestTests(vitestReport));
if (e2eStatus !== 0) printFailed("failed (playwright)", failedPlaywrightTests(playwrightReport));
console.log(`\nlint: ${lintStatus === 0 ? "no findings" : "findings (see above)"}`);
console.log(
  `vitest: ${unit.passed} passed, ${unit.failed} failed; playwright: ${e2e.passed} passed, ${e2e.failed} failed`,
);
console.log(`total: ${passed} passed, ${failed} failed`);
process.exit(lintStatus === 0 && vitestStatus === 0 && e2eStatus === 0 ? 0 : 1);
