import fc from "fast-check";
import { unzipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as exportRoute } from "@/app/api/v1/qrcodes/export/route";
import { grantCredits } from "@/lib/credits/grant-credits";
import { useTestDatabase } from "../helpers/database";
import { call } from "../helpers/http";
import { createCode, type Headers, makeOwner } from "./codes-helpers";
import { useGenerousLimits } from "../helpers/generous-limits";

useGenerousLimits();

// An archive is keyed by file name, so two codes whose names sanitise alike must still give two
// files: whatever the names, the ZIP holds one entry per code.
useTestDatabase();

let headers: Headers;
beforeAll(async () => {
  const owner = await makeOwner();
  headers = owner.headers;
  await grantCredits(owner.user.accountId, 1_000_000, "export names");
});

async function exportNamed(names: (string | undefined)[]): Promise<string[]> {
  const ids: string[] = [];
  for (const name of names) {
    const created = await createCode(headers, { content: "https://cafe.example/menu", name });
    expect(created.status).toBe(201);
    ids.push(created.body.id);
  }
  const response = await call<Buffer>(exportRoute, "/api/v1/qrcodes/export", {
    method: "POST",
    headers,
    body: { ids, format: "svg" },
  });
  expect(response.status).toBe(200);
  return Object.keys(unzipSync(new Uint8Array(response.body)));
}

describe("POST /api/v1/qrcodes/export file names", () => {
  it("keeps a code named like another's de-duplicated name: menu, menu, menu-2 give three files", async () => {
    const files = await exportNamed(["menu", "menu", "menu-2"]);
    expect(files).toHaveLength(3);
    expect(new Set(files)).toEqual(new Set(["menu.svg", "menu-2.svg", "menu-3.svg"]));
  });

  it("holds exactly one entry per code, all names distinct, for any list of names", async () => {
    // Mostly names that sanitise alike or like another's numbered name, so collisions are common.
    const alike = fc
      .tuple(
        fc.constantFrom("menu", "Menu ", "MENU!", "café", "cafe"),
        fc.constantFrom("", "-2", " 2", "-3", "--2", "-2-2"),
      )
      .map(([stem, suffix]) => stem + suffix);
    const name = fc.oneof(
      { weight: 6, arbitrary: alike },
      { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
      { weight: 1, arbitrary: fc.constantFrom(undefined, "", "   ") },
    );
    await fc.assert(
      fc.asyncProperty(fc.array(name, { minLength: 1, maxLength: 8 }), async (names) => {
        const files = await exportNamed(names);
        expect(files).toHaveLength(names.length);
        expect(new Set(files).size).toBe(names.length);
        for (const file of files) expect(file).toMatch(/^[a-z0-9-]+\.svg$/);
      }),
      { numRuns: 25 },
    );
  });
});
