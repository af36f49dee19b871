import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { useTestDatabase } from "../helpers/database";
import { sessionCookie } from "../helpers/fixtures";
import { createCode, deleteCode, getCode, type Headers, listCodes, makeOwner, updateCode } from "./codes-helpers";
import { useGenerousLimits } from "../helpers/generous-limits";

useGenerousLimits();

useTestDatabase();

const SUMMARY_KEYS = [
  "id",
  "name",
  "mode",
  "status",
  "targetUrl",
  "scanCount",
  "shortLink",
  "domain",
  "slug",
  "tags",
  "createdAt",
  "updatedAt",
  "createdBy",
];
let headers: Headers;
let accountId: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  const owner = await makeOwner();
  headers = owner.headers;
  accountId = owner.user.accountId;
  const specs: [string, Record<string, unknown>][] = [
    ["menu", { content: "https://cafe.example/menu", name: "Café Menu" }],
    ["wifi", { content: "WIFI:S:Guest;T:WPA;P:secret;;", mode: "STATIC", name: "Guest Wi-Fi" }],
    ["promo", { content: "https://shop.example/PROMO-2025", name: "Sale" }],
    ["percent", { content: "https://shop.example/x", name: "100% off" }],
    ["plain", { content: "https://shop.example/y", name: "100x off" }],
    ["gone", { content: "https://shop.example/gone", name: "Deleted one" }],
  ];
  for (const [label, body] of specs) {
    const created = await createCode(headers, body);
    expect(created.status, label).toBe(201);
    ids[label] = created.body.id;
  }
  // Distinct creation times make "newest first" observable.
  const prisma = await db();
  for (const [index, [label]] of specs.entries()) {
    await prisma.qrCode.update({
      where: { id: ids[label] },
      data: { createdAt: new Date(Date.UTC(2025, 0, 1 + index)) },
    });
  }
  expect((await deleteCode(headers, ids.gone)).status).toBe(200);
  expect((await updateCode(headers, ids.promo, { status: "EXPIRED" })).status).toBe(200);
});

describe("GET /api/v1/qrcodes", () => {
  it("lists the account's codes newest first, deleted ones left out, with the spec's shapes", async () => {
    const result = await listCodes(headers);
    expect(result.status).toBe(200);
    expect(Object.keys(result.body)).toEqual(["data", "pagination"]);
    expect(result.body.pagination).toEqual({ page: 1, size: 10, total: 5, totalPages: 1 });
    expect(result.body.data.map((code: { id: string }) => code.id)).toEqual([
      ids.plain,
      ids.percent,
      ids.promo,
      ids.wifi,
      ids.menu,
    ]);
    // A static code has no short link.
    for (const code of result.body.data)
      expect(Object.keys(code)).toEqual(SUMMARY_KEYS.filter((key) => code.mode !== "STATIC" || key !== "shortLink"));
    expect(result.body.data[4]).toEqual({
      id: ids.menu,
      name: "Café Menu",
      mode: "DYNAMIC",
      status: "READY",
      targetUrl: "https://cafe.example/menu",
      scanCount: 0,
      shortLink: expect.stringMatching(/^https?:\/\/.+\/s\/[\w-]+$/),
      domain: null,
      slug: null,
      tags: [],
      createdAt: "2025-01-01T00:00:00.000Z",
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      createdBy: { type: "key", id: expect.any(String), label: "test key" },
    });
  });

  it("pages: size and page, totalPages rounded up, past the end empty", async () => {
    const first = await listCodes(headers, "?size=2");
    expect(first.body.pagination).toEqual({ page: 1, size: 2, total: 5, totalPages: 3 });
    expect(first.body.data.map((code: { id: string }) => code.id)).toEqual([ids.plain, ids.percent]);
    const third = await listCodes(headers, "?size=2&page=3");
    expect(third.body.data.map((code: { id: string }) => code.id)).toEqual([ids.menu]);
    const beyond = await listCodes(headers, "?size=2&page=9");
    expect(beyond.body).toEqual({ data: [], pagination: { page: 9, size: 2, total: 5, totalPages: 3 } });
    expect((await listCodes(headers, "?size=50")).status).toBe(200);
  });

  it("filters by mode, status, and keyword in name or content, case-insensitively and literally", async () => {
    const idsOf = async (query: string) =>
      (await listCodes(headers, query)).body.data.map((code: { id: string }) => code.id);
    expect(await idsOf("?mode=STATIC")).toEqual([ids.wifi]);
    expect(await idsOf("?mode=AI")).toEqual([]);
    expect(await idsOf("?status=EXPIRED")).toEqual([ids.promo]);
    expect(await idsOf("?status=READY&mode=DYNAMIC")).toEqual([ids.plain, ids.percent, ids.menu]);
    expect(await idsOf("?keyword=CAFÉ")).toEqual([ids.menu]);
    expect(await idsOf("?keyword=promo-2025")).toEqual([ids.promo]);
    expect(await idsOf("?keyword=guest")).toEqual([ids.wifi]);
    expect(await idsOf("?keyword=100%25")).toEqual([ids.percent]);
    expect(await idsOf("?keyword=100_")).toEqual([]);
    expect(await idsOf("?keyword=%5C")).toEqual([]);
    expect(await idsOf("?keyword=deleted")).toEqual([]);
    expect(await idsOf("?keyword=")).toHaveLength(5);
  });

  it("refuses bad paging and filters with a 400 naming the parameter", async () => {
    const cases: [string, string][] = [
      ["?size=51", "size"],
      ["?size=0", "size"],
      ["?size=abc", "size"],
      ["?page=0", "page"],
      ["?page=1.5", "page"],
      ["?mode=foo", "mode"],
      ["?mode=static", "mode"],
      ["?status=DELETED", "status"],
      [`?keyword=${"k".repeat(201)}`, "keyword"],
    ];
    for (const [query, field] of cases) {
      const result = await listCodes(headers, query);
      expect(result.status, query).toBe(400);
      expect(
        result.body.details.map((detail: { field: string }) => detail.field),
        query,
      ).toContain(field);
    }
  });

  it("works for a dashboard session and a generate-only key, and shows nothing of other accounts", async () => {
    const other = await makeOwner(["qrcode:generate"]);
    expect((await listCodes(other.headers)).body).toEqual({
      data: [],
      pagination: { page: 1, size: 10, total: 0, totalPages: 0 },
    });
    const user = await (await db()).user.findFirstOrThrow({ where: { accountId }, select: { id: true, email: true } });
    const session = await sessionCookie({ ...user, accountId, password: "", role: "USER" });
    expect((await listCodes(session)).body.pagination.total).toBe(5);
  });
});

describe("GET /api/v1/qrcodes/{id}", () => {
  it("answers the full resource", async () => {
    const result = await getCode(headers, ids.menu);
    expect(result.status).toBe(200);
    expect(Object.keys(result.body)).toEqual([
      "id",
      "name",
      "mode",
      "status",
      "targetUrl",
      "scanCount",
      "tags",
      "shortLink",
      "domain",
      "slug",
      "templateUsed",
      "matchedKeywords",
      "styles",
      "createdAt",
      "updatedAt",
      "createdBy",
      "content",
      "imageUrl",
      "logo",
      "size",
      "errorCorrectionLevel",
      "validFrom",
      "expiresAt",
      "fallbackUrl",
      "maxScans",
      "rules",
      "utm",
      "passwordProtected",
    ]);
    expect(result.body).toMatchObject({
      validFrom: null,
      expiresAt: null,
      fallbackUrl: null,
      maxScans: null,
      rules: null,
      utm: null,
      passwordProtected: false,
    });
    expect(result.body).toMatchObject({
      id: ids.menu,
      name: "Café Menu",
      mode: "DYNAMIC",
      status: "READY",
      targetUrl: "https://cafe.example/menu",
    });
    expect(result.body).toMatchObject({
      content: "https://cafe.example/menu",
      logo: null,
      size: 512,
      errorCorrectionLevel: "M",
      matchedKeywords: expect.any(Array),
    });
    const staticCode = await getCode(headers, ids.wifi);
    expect(staticCode.body.shortLink).toBeUndefined();
    expect(staticCode.body.mode).toBe("STATIC");
  });

  it("answers 404 for a deleted or unknown id, and 400 naming id for a malformed one", async () => {
    for (const id of [ids.gone, "c0000000000000000000000000"]) {
      const result = await getCode(headers, id);
      expect(result.status, id).toBe(404);
      expect(result.body).toEqual({
        error: "Not Found",
        code: "NOT_FOUND",
        message: "QR code not found.",
        requestId: expect.any(String),
      });
    }
    for (const id of ["nope", "../../etc/passwd", "'; DROP TABLE x; --", "%00", " ", "x".repeat(65)]) {
      const result = await getCode(headers, id);
      expect(result.status, id).toBe(400);
      expect(result.body.details[0].field, id).toBe("id");
    }
  });
});
