import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { failedPlaywrightTests, failedVitestTests, printFailed } from "../../scripts/lib/failed-tests.mjs";

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
            { fullName: "b breaks", status: "failed", failureMessages: ["AssertionError: expected 1 to be 2"] },
          ],
        },
        { name: "/r/tests/c.test.ts", status: "failed", message: "Hook timed out\nstack", assertionResults: [] },
      ],
    });
    expect(failedVitestTests(file)).toEqual([
      { name: "/r/tests/b.test.ts › b breaks", message: "AssertionError: expected 1 to be 2" },
      { name: "/r/tests/c.test.ts › (the file failed outside its tests)", message: "Hook timed out\nstack" },
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
                {
                  title: "fails",
                  file: "ui/x.spec.ts",
                  tests: [
                    {
                      status: "unexpected",
                      results: [{ error: { message: "first try" } }, { error: { message: "Timeout" } }],
                    },
                  ],
                },
                { title: "passes", file: "ui/x.spec.ts", tests: [{ status: "expected" }] },
              ],
            },
          ],
        },
      ],
    });
    expect(failedPlaywrightTests(file)).toEqual([{ name: "ui/x.spec.ts › group › fails", message: "Timeout" }]);
  });

  it("say so when a report is missing", () => {
    expect(failedVitestTests(path.join(dir, "none.json"))[0].name).toMatch(/no report/);
  });

  it("print each name with its message's first lines, colour codes removed, under a prefix CI's log keeps", () => {
    const lines: string[] = [];
    const log = vi.spyOn(console, "log").mockImplementation((line: string) => void lines.push(line));
    try {
      const message = `\u001b[31mAssertionError\u001b[39m: expected 41\n\n- Expected\n+ Received\n${"  at x\n".repeat(20)}`;
      printFailed("failed (vitest)", [{ name: "a › b", message }, { name: "c › d" }]);
    } finally {
      log.mockRestore();
    }
    expect(lines).toEqual([
      "\nfailed (vitest):",
      "  ✗ a › b",
      "    │ AssertionError: expected 41",
      "    │ - Expected",
      "    │ + Received",
      "    │   at x",
      "    │   at x",
      "    │   at x",
      "  ✗ c › d",
    ]);
  });
});
