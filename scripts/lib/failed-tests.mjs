// Names of the failed tests in vitest's and Playwright's JSON reports, so a run's last lines say
// which tests failed (a CI log is often kept only in part, from its end).
import fs from "node:fs";

const readReport = (file) => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, "utf8")) : undefined);

/** "file › test" for each failed vitest test, and each file that failed outside its tests. */
export function failedVitestTests(file) {
  const report = readReport(file);
  if (!report) return [`${file}: no report (vitest did not finish)`];
  const failed = [];
  for (const result of report.testResults ?? []) {
    const tests = (result.assertionResults ?? []).filter((test) => test.status === "failed");
    for (const test of tests) failed.push(`${result.name} › ${test.fullName}`);
    if (result.status === "failed" && tests.length === 0) {
      failed.push(`${result.name} › (the file: ${String(result.message ?? "").split("\n")[0]})`);
    }
  }
  return failed;
}

/** "file › title" for each Playwright test whose outcome was unexpected (failed or timed out). */
export function failedPlaywrightTests(file) {
  const report = readReport(file);
  if (!report) return [`${file}: no report (Playwright did not finish)`];
  const failed = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      if ((spec.tests ?? []).some((test) => test.status === "unexpected")) {
        failed.push(`${spec.file ?? suite.file} › ${[...titles, spec.title].join(" › ")}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return failed;
}

/** Prints the list under a heading, nothing when it is empty. */
export function printFailed(heading, names) {
  if (names.length === 0) return;
  console.log(`\n${heading}:`);
  for (const name of names) console.log(`  ✗ ${name}`);
}

// `node scripts/lib/failed-tests.mjs vitest <report.json>` (used by .ci/run)
if (import.meta.url === `file://${process.argv[1]}`) {
  const [kind, file] = process.argv.slice(2);
  const names = kind === "playwright" ? failedPlaywrightTests(file) : failedVitestTests(file);
  printFailed(`failed (${kind})`, names);
}
