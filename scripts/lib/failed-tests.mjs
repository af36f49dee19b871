// Names of the failed tests in vitest's and Playwright's JSON reports, so a run's last lines say
// which tests failed (a CI log is often kept only in part, from its end).
import fs from "node:fs";

const readReport = (file) => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, "utf8")) : undefined);

// The first lines of a failure's message (the assertion and its expected/received), colour codes
// removed: the name alone rarely says why a test failed only on CI.
const firstLines = (message) =>
  String(message ?? "")
    .replace(/\u001b\[[0-9;]*m/g, "")
    .split("\n")
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== "")
    .slice(0, 6);

/** { name: "file › test", message } for each failed vitest test, and each file that failed outside its tests. */
export function failedVitestTests(file) {
  const report = readReport(file);
  if (!report) return [{ name: `${file}: no report (vitest did not finish)` }];
  const failed = [];
  for (const result of report.testResults ?? []) {
    const tests = (result.assertionResults ?? []).filter((test) => test.status === "failed");
    for (const test of tests)
      failed.push({ name: `${result.name} › ${test.fullName}`, message: test.failureMessages?.[0] });
    if (result.status === "failed" && tests.length === 0) {
      failed.push({ name: `${result.name} › (the file failed outside its tests)`, message: result.message });
    }
  }
  return failed;
}

/** { name: "file › title", message } for each Playwright test whose outcome was unexpected (failed or timed out). */
export function failedPlaywrightTests(file) {
  const report = readReport(file);
  if (!report) return [{ name: `${file}: no report (Playwright did not finish)` }];
  const failed = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      const unexpected = (spec.tests ?? []).find((test) => test.status === "unexpected");
      if (unexpected) {
        const error = unexpected.results?.at(-1)?.error?.message;
        failed.push({ name: `${spec.file ?? suite.file} › ${[...titles, spec.title].join(" › ")}`, message: error });
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return failed;
}

/** Prints the list under a heading (each name, then its message's first lines), nothing when it is empty. */
export function printFailed(heading, failures) {
  if (failures.length === 0) return;
  console.log(`\n${heading}:`);
  for (const { name, message } of failures) {
    console.log(`  ✗ ${name}`);
    for (const line of firstLines(message)) console.log(`    │ ${line}`);
  }
}

// `node scripts/lib/failed-tests.mjs vitest <report.json>` (used by .ci/run)
if (import.meta.url === `file://${process.argv[1]}`) {
  const [kind, file] = process.argv.slice(2);
  const names = kind === "playwright" ? failedPlaywrightTests(file) : failedVitestTests(file);
  printFailed(`failed (${kind})`, names);
}
