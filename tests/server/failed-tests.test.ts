import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { failedPlaywrightTests, failedVitestTests } from "../../scripts/lib/failed-tests.mjs";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "failed-tests-"));
const write = (name: string, report: unknown) => {
  const file = path.join(dir, name);
  fs.writeFileSync(file, JSON.stringify(report));
  return file;
};

describe("the failed-test lists printed at the end of npm test and CI", () => {
  it("name vitest's failed tests, and a file that failed outside its tests", () => {
    const file = write("vitest.json", {
      testResults: [
        { name: "/r/tests/a.test.ts", status: "passed", assertionResults: [{ fullName: "ok", status: "passed" }] },
        {
          name: "/r/tests/b.test.ts",
          status: "failed",
          assertionResults: [
            { fullName: "b works", status: "passed" },
            { fullName: "b breaks", status: "failed" },
          ],
        },
        { name: "/r/tests/c.test.ts", status: "failed", message: "Hook timed out\nstack", assertionResults: [] },
      ],
    });
    expect(failedVitestTests(file)).toEqual([
      "/r/tests/b.test.ts › b breaks",
      "/r/tests/c.test.ts › (the file: Hook timed out)",
    ]);
  });

  it("name Playwright's unexpected outcomes through nested suites, not flaky or expected ones", () => {
    const file = write("playwright.json", {
      suites: [
        {
          title: "ui/x.spec.ts",
          file: "ui/x.spec.ts",
          specs: [{ title: "top", file: "ui/x.spec.ts", tests: [{ status: "flaky" }] }],
          suites: [
            {
              title: "group",
              specs: [
                { title: "fails", file: "ui/x.spec.ts", tests: [{ status: "unexpected" }] },
                { title: "passes", file: "ui/x.spec.ts", tests: [{ status: "expected" }] },
              ],
            },
          ],
        },
      ],
    });
    expect(failedPlaywrightTests(file)).toEqual(["ui/x.spec.ts › group › fails"]);
  });

  it("say so when a report is missing", () => {
    expect(failedVitestTests(path.join(dir, "none.json"))[0]).toMatch(/no report/);
  });
});
