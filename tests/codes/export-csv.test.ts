import { domainToASCII } from "node:url";
import Papa from "papaparse";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as exportCsvRoute } from "@/app/api/v1/qrcodes/export.csv/route";
import type { CODES_CSV_COLUMNS } from "@/lib/codes/codes-csv-columns";
import { CODES_CSV_PAGE } from "@/lib/codes/export-codes-csv";
import { grantCredits } from "@/lib/credits/grant-credits";
import { FORMULA_ESCAPED, unescapeFormulaCell } from "@/lib/csv/formula-cells";
import { db } from "@/lib/db/client";
import { buildOpenApiDocument } from "@/lib/openapi/build-openapi-document";
import { addMember } from "@/lib/workspaces/add-member";
import { useTestDatabase } from "../helpers/database";
import { makeKey, makeUser, sessionCookie } from "../helpers/fixtures";
import { bearer, call } from "../helpers/http";
import { verifiedDomain } from "../domains/domain-helpers";
import { expectDocumented } from "../openapi/expect-documented";
import { createCode, deleteCode, getCode, type Headers, makeOwner } from "./codes-helpers";
import { useGenerousLimits } from "../helpers/generous-limits";

useGenerousLimits();

useTestDatabase();
const document = buildOpenApiDocument();
const HEADER = "id,name,mode,status,domain,slug,shortLink,url,tags,scans,createdAt";

type Row = Record<(typeof CODES_CSV_COLUMNS)[number], string>;

async function exportCsv(headers: Headers) {
  const result = await call<string>(exportCsvRoute, "/api/v1/qrcodes/export.csv", { headers });
  const text = String(result.body);
  const parsed = result.status === 200 ? Papa.parse<Row>(text, { header: true, skipEmptyLines: true }) : undefined;
  return { ...result, text, rows: parsed?.data ?? [], errors: parsed?.errors ?? [] };
}

let n = 0;
const unique = (label: string) => `${label}-${Date.now().toString(36)}-${n++}`;

describe("GET /api/v1/qrcodes/export.csv", () => {
  let owner: Awaited<ReturnType<typeof makeOwner>>;
  const made: Record<string, any> = {};
  const NAMES = {
    comma: 'Menu, "special"\nsecond line',
    formula: '=HYPERLINK("http://evil.example","click")',
    plus: "+49 30 1234",
    minus: "-20% off",
    at: "@everyone",
    quoted: "'=already quoted",
    apostrophe: "'90s party",
  };

  beforeAll(async () => {
    owner = await makeOwner();
    await grantCredits(owner.user.accountId, 10_000, "export-csv test");
    const unicodeHost = `bücher-${unique("x")}.example`;
    await verifiedDomain(owner.user.accountId, domainToASCII(unicodeHost));
    const create = async (key: string, body: Record<string, unknown>) => {
      const created = await createCode(owner.headers, body);
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      made[key] = created.body;
    };
    await create("dynamic", { content: "https://example.com/dynamic?a=1&b=2", name: "Plain" });
    await create("static", { content: "WIFI:T:WPA;S:cafe;P:secret;;", mode: "STATIC", name: "Wi-Fi" });
    await create("branded", {
      content: "https://example.com/branded",
      name: "Branded",
      domain: domainToASCII(unicodeHost),
      slug: "menu",
    });
    await create("tagged", { content: "https://example.com/tagged", name: "Tagged", tags: ["print", "menu"] });
    await create("staticFormula", { content: "=1+1", mode: "STATIC" });
    for (const [key, name] of Object.entries(NAMES)) await create(key, { content: `https://example.com/${key}`, name });
    await create("deleted", { content: "https://example.com/deleted", name: "Gone" });
    expect((await deleteCode(owner.headers, made.deleted.id)).status).toBe(200);
    made.unicodeHost = unicodeHost;
  });

  it("answers a CSV attachment, uncached, with the import's columns and one row per live code, oldest first", async () => {
    const answer = await exportCsv(owner.headers);
    expect(answer.status).toBe(200);
    expectDocumented(document, "get", "/api/v1/qrcodes/export.csv", answer);
    expect(answer.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(answer.headers.get("content-disposition")).toMatch(
      /^attachment; filename="codes-[a-z0-9-]+-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(answer.text.startsWith(`${HEADER}\r\n`)).toBe(true);
    expect(answer.text.charCodeAt(0)).not.toBe(0xfeff);
    expect(answer.errors).toEqual([]);
    const ids = answer.rows.map((row) => row.id);
    const live = Object.entries(made)
      .filter(([key]) => key !== "deleted" && key !== "unicodeHost")
      .map(([, code]) => code.id);
    expect(ids).toEqual(live); // created one after another: oldest first
    expect(ids).not.toContain(made.deleted.id);
  });

  it("writes a dynamic, a static, a branded and a tagged code as the API shows them", async () => {
    const { rows } = await exportCsv(owner.headers);
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(made.dynamic.id)).toEqual({
      id: made.dynamic.id,
      name: "Plain",
      mode: "DYNAMIC",
      status: "READY",
      domain: "",
      slug: "",
      shortLink: made.dynamic.shortLink,
      url: "https://example.com/dynamic?a=1&b=2",
      tags: "",
      scans: "0",
      createdAt: (await getCode(owner.headers, made.dynamic.id)).body.createdAt,
    });
    expect(byId.get(made.static.id)).toMatchObject({
      mode: "STATIC",
      domain: "",
      slug: "",
      shortLink: "",
      url: "WIFI:T:WPA;S:cafe;P:secret;;",
    });
    expect(byId.get(made.branded.id)).toMatchObject({
      mode: "DYNAMIC",
      domain: made.unicodeHost, // Unicode, as people read it
      slug: "menu",
      shortLink: made.branded.shortLink,
      url: "https://example.com/branded",
    });
    expect(made.branded.shortLink).toBe(`http://${domainToASCII(made.unicodeHost)}/menu`);
    const { tags } = (await getCode(owner.headers, made.tagged.id)).body;
    expect([...tags].sort()).toEqual(["menu", "print"]);
    expect(byId.get(made.tagged.id)?.tags).toBe(tags.join("|"));
    const scans = await (await db()).qrCode.update({ where: { id: made.tagged.id }, data: { scanCount: 42 } });
    expect(scans.scanCount).toBe(42);
    expect((await exportCsv(owner.headers)).rows.find((row) => row.id === made.tagged.id)?.scans).toBe("42");
  });

  it("quotes commas, quotes and newlines, and defuses formula cells reversibly", async () => {
    const { rows, text } = await exportCsv(owner.headers);
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(text).toContain('"Menu, ""special""\nsecond line"');
    const written = Object.fromEntries(Object.keys(NAMES).map((key) => [key, byId.get(made[key].id)!.name]));
    expect(written).toEqual({
      comma: NAMES.comma,
      formula: `'${NAMES.formula}`,
      plus: `'${NAMES.plus}`,
      minus: `'${NAMES.minus}`,
      at: `'${NAMES.at}`,
      quoted: `''=already quoted`, // one more apostrophe than the text had
      apostrophe: "'90s party", // not a formula: as it is
    });
    expect(byId.get(made.staticFormula.id)?.url).toBe("'=1+1");
    // What the CSV import does with every cell gives the original text back.
    for (const [key, name] of Object.entries(NAMES)) expect(unescapeFormulaCell(written[key]), key).toBe(name);
    expect(unescapeFormulaCell("'=1+1")).toBe("=1+1");
    // No cell a spreadsheet would run is left unescaped.
    for (const row of rows)
      for (const cell of Object.values(row)) if (/^[=+\-@\t\r]/.test(cell)) expect.fail(`unescaped cell ${cell}`);
  });

  it("holds the escape rule's inverse for any text", () => {
    const samples = ["", "a", "'", "''", "=", "'=", "''=", "\t1", "\r", "'\t", "-1", "'-1", "x=1", "'x", "@a'"];
    for (const text of samples) {
      const written = FORMULA_ESCAPED.test(text) ? `'${text}` : text;
      expect(unescapeFormulaCell(written), JSON.stringify(text)).toBe(text);
    }
  });

  it("never shows another workspace's codes", async () => {
    const other = await makeOwner();
    const theirs = await createCode(other.headers, { content: "https://example.com/theirs", name: "Theirs" });
    const mine = await exportCsv(owner.headers);
    expect(mine.text).not.toContain(theirs.body.id);
    const answer = await exportCsv(other.headers);
    expect(answer.rows.map((row) => row.id)).toEqual([theirs.body.id]);
  });

  it("answers a header alone for a workspace without codes", async () => {
    const empty = await makeOwner();
    const answer = await exportCsv(empty.headers);
    expect(answer.status).toBe(200);
    expect(answer.text).toBe(`${HEADER}\r\n`);
  });

  it("streams a workspace of 1,200 codes whole, across pages, ties in createdAt broken by id", async () => {
    const big = await makeOwner();
    const prisma = await db();
    const at = new Date("2026-01-01T00:00:00.000Z");
    const total = 1200;
    await prisma.qrCode.createMany({
      data: Array.from({ length: total }, (_, index) => ({
        accountId: big.user.accountId,
        name: `Code ${index}`,
        mode: "DYNAMIC" as const,
        content: `https://example.com/${index}`,
        targetUrl: `https://example.com/${index}`,
        shortCode: unique(`b${index}`),
        templateUsed: "default",
        styles: {},
        // Groups of 7 share a createdAt, so pages end inside a group.
        createdAt: new Date(at.getTime() + Math.floor(index / 7) * 1000),
      })),
    });
    expect(total).toBeGreaterThan(2 * CODES_CSV_PAGE);
    const answer = await exportCsv(big.headers);
    expect(answer.status).toBe(200);
    expect(answer.rows).toHaveLength(total);
    expect(new Set(answer.rows.map((row) => row.id)).size).toBe(total);
    const order = answer.rows.map((row) => `${row.createdAt} ${row.id}`);
    expect(order).toEqual([...order].sort());
    // A page per chunk after the header's: never the whole workspace at once.
    const streamed = await exportCsvRoute(
      new Request("http://localhost/api/v1/qrcodes/export.csv", { headers: big.headers }),
      { params: Promise.resolve({}) },
    );
    const chunks: number[] = [];
    for await (const chunk of streamed.body as unknown as AsyncIterable<Uint8Array>) chunks.push(chunk.byteLength);
    expect(chunks).toHaveLength(1 + Math.ceil(total / CODES_CSV_PAGE));
    expect(new Set(answer.rows.map((row) => row.url))).toEqual(
      new Set(Array.from({ length: total }, (_, index) => `https://example.com/${index}`)),
    );
  });

  it("is a read: VIEWERs and keys holding qrcode:generate export, keys without it are refused", async () => {
    const viewer = await makeUser({ label: "viewer" });
    await addMember(owner.user.accountId, viewer.id, "VIEWER");
    const asViewer = { ...(await sessionCookie(viewer)), "x-codebeam-workspace": owner.user.accountId };
    const viewed = await exportCsv(asViewer);
    expect(viewed.status).toBe(200);
    expect(viewed.rows.map((row) => row.id)).toContain(made.dynamic.id);

    // The dashboard's download link names the workspace in the URL (no header on a plain link).
    const linked = await call<string>(exportCsvRoute, `/api/v1/qrcodes/export.csv?workspace=${owner.user.accountId}`, {
      headers: await sessionCookie(viewer),
    });
    expect(linked.status).toBe(200);
    expect(String(linked.body)).toContain(made.dynamic.id);

    const reader = await exportCsv(bearer(await makeKey(owner.user, ["qrcode:generate"])));
    expect(reader.status).toBe(200);

    const writerOnly = await exportCsv(bearer(await makeKey(owner.user, ["qrcode:create"])));
    expect(writerOnly.status).toBe(403);
    expectDocumented(document, "get", "/api/v1/qrcodes/export.csv", writerOnly);

    const anonymous = await exportCsv({});
    expect(anonymous.status).toBe(401);
    expectDocumented(document, "get", "/api/v1/qrcodes/export.csv", anonymous);
  });
});
