import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { GO_SDK_DIR, writeGoSdk } from "@/scripts/build-go-sdk";
import { requireGo } from "./go/run-go";

// sdks/go's *_gen.go must be what scripts/build-go-sdk.ts writes from the OpenAPI document now:
// regenerated into a temporary directory and compared file by file (`npx tsx scripts/build-go-sdk.ts`
// refreshes them).

const fresh = mkdtempSync(path.join(os.tmpdir(), "codebeam-go-sdk-"));
afterAll(() => rmSync(fresh, { recursive: true, force: true }));

const generated = (dir: string) =>
  readdirSync(dir)
    .filter((name) => name.endsWith("_gen.go"))
    .sort();

describe("the Go client's generated code", () => {
  it("is what the generator writes from the current OpenAPI document", () => {
    requireGo(); // gofmt comes with golang-go
    const names = writeGoSdk(fresh);
    expect(generated(GO_SDK_DIR), "generated files added or removed: run npx tsx scripts/build-go-sdk.ts").toEqual(
      names,
    );
    for (const name of names) {
      expect(
        readFileSync(path.join(GO_SDK_DIR, name), "utf8"),
        `sdks/go/${name} is stale: run npx tsx scripts/build-go-sdk.ts`,
      ).toBe(readFileSync(path.join(fresh, name), "utf8"));
    }
  }, 120_000);

  it("is the same on a second run (deterministic)", () => {
    const again = mkdtempSync(path.join(os.tmpdir(), "codebeam-go-sdk-"));
    try {
      for (const name of writeGoSdk(again))
        expect(readFileSync(path.join(again, name), "utf8")).toBe(readFileSync(path.join(fresh, name), "utf8"));
    } finally {
      rmSync(again, { recursive: true, force: true });
    }
  }, 120_000);
});
