import { domainToASCII } from "node:url";
import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { GET as exportCsvRoute } from "@/app/api/v1/qrcodes/export.csv/route";
import { grantCredits } from "@/lib/credits/grant-credits";
import { createCode, deleteCode, type Headers, makeOwner } from "../codes/codes-helpers";
import { deleteDomain, verifiedDomain } from "../domains/domain-helpers";
import { useTestDatabase } from "../helpers/database";
import { call } from "../helpers/http";
import { importNow } from "./import-helpers";
import { useGenerousLimits } from "../helpers/generous-limits";

useGenerousLimits();

useTestDatabase();

type Row = Record<string, string>;

async function exportRows(headers: Headers): Promise<{ csv: string; rows: Row[] }> {
  const answer = await call<string>(exportCsvRoute, "/api/v1/qrcodes/export.csv", { headers });
  expect(answer.status).toBe(200);
  const csv = String(answer.body);
  return { csv, rows: Papa.parse<Row>(csv, { header: true, skipEmptyLines: true }).data };
}

/** What a code is, wherever it lives: everything but its id, its count and (off a branded domain) its link. */
const portable = ({ id: _id, scans: _scans, shortLink, domain, ...row }: Row) => ({
  ...row,
  domain,
  shortLink: domain ? shortLink : "",
});

describe("an export imports into another workspace unchanged (the round trip)", () => {
  it("names, modes, targets, static text, tags, dates and branded links survive export → import → export", async () => {
    const from = await makeOwner();
    await grantCredits(from.user.accountId, 10_000, "round trip");
    const unicodeHost = `bücher-${Date.now().toString(36)}.example`;
    const ascii = domainToASCII(unicodeHost);
    const domain = await verifiedDomain(from.user.accountId, ascii);
    const bodies = [
      { content: "https://example.com/plain?a=1&b=2", name: "Plain" },
      { content: "https://example.com/menu", name: "Menu", domain: ascii, slug: "menu" },
      { content: "https://example.com/tagged", name: "Tagged", tags: ["print", "spring"] },
      { content: "WIFI:T:WPA;S:cafe;P:secret;;", mode: "STATIC", name: "Wi-Fi" },
      { content: "=1+1", mode: "STATIC", name: "=SUM(A1:A9)" },
      { content: "https://example.com/q", name: 'Menu, "special"\nsecond line' },
      { content: "https://example.com/minus", name: "-20% off" },
      { content: "https://example.com/apostrophe", name: "'=already quoted" },
      { content: "https://example.com/nineties", name: "'90s party" },
      { content: "https://example.com/unnamed" },
    ];
    for (const body of bodies) expect((await createCode(from.headers, body)).status).toBe(201);
    const gone = await createCode(from.headers, { content: "https://example.com/gone", name: "Gone" });
    await deleteCode(from.headers, gone.body.id);

    const first = await exportRows(from.headers);
    expect(first.rows).toHaveLength(bodies.length);

    // The branded domain moves with its workspace: the printed link keeps working.
    expect((await deleteDomain(from.headers, domain.id, "?force=true")).status).toBe(200);
    const to = await makeOwner();
    await grantCredits(to.user.accountId, 10_000, "round trip");
    await verifiedDomain(to.user.accountId, ascii);

    const done = await importNow(to.headers, { source: "csv", options: { csv: first.csv } });
    expect(done).toMatchObject({ status: "SUCCEEDED", created: bodies.length, failed: 0, errors: [] });

    const second = await exportRows(to.headers);
    expect(second.rows.map(portable)).toEqual(first.rows.map(portable));
    expect(second.rows.find((row) => row.slug === "menu")).toMatchObject({
      domain: unicodeHost,
      shortLink: first.rows.find((row) => row.slug === "menu")?.shortLink,
    });

    // The same file again finds every code by the `id` column: nothing new.
    const again = await importNow(to.headers, { source: "csv", options: { csv: first.csv } });
    expect(again).toMatchObject({ status: "SUCCEEDED", created: 0, skipped: bodies.length, failed: 0 });
  });
});
