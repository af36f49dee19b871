import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { useTestDatabase } from "../helpers/database";
import {
  cloneCode,
  codeImage,
  createCode,
  deleteCode,
  footprint,
  getCode,
  listCodes,
  makeOwner,
  updateCode,
} from "./codes-helpers";
import { useGenerousLimits } from "../helpers/generous-limits";

useGenerousLimits();

useTestDatabase();

async function dynamicCode() {
  const owner = await makeOwner();
  const created = await createCode(owner.headers, { content: "https://example.com/first", name: "Poster" });
  expect(created.status).toBe(201);
  return { ...owner, id: created.body.id as string };
}

describe("PATCH /api/v1/qrcodes/{id}", () => {
  it("changes target, name and status, answering {id, targetUrl, name, status, updatedAt} and the smart fields", async () => {
    const { headers, id } = await dynamicCode();
    const before = (await getCode(headers, id)).body;
    const result = await updateCode(headers, id, { targetUrl: "https://example.com/second", name: "Poster v2" });
    expect(result.status).toBe(200);
    expect(Object.keys(result.body)).toEqual([
      "id",
      "targetUrl",
      "name",
      "tags",
      "status",
      "templateUsed",
      "updatedAt",
      "shortLink",
      "domain",
      "slug",
      "validFrom",
      "expiresAt",
      "fallbackUrl",
      "maxScans",
      "rules",
      "utm",
      "passwordProtected",
    ]);
    expect(result.body).toMatchObject({
      id,
      targetUrl: "https://example.com/second",
      name: "Poster v2",
      status: "READY",
    });
    expect(Date.parse(result.body.updatedAt)).toBeGreaterThanOrEqual(Date.parse(before.updatedAt));
    const after = (await getCode(headers, id)).body;
    expect(after).toMatchObject({
      targetUrl: "https://example.com/second",
      name: "Poster v2",
      shortLink: before.shortLink,
      content: "https://example.com/first",
    });

    expect((await updateCode(headers, id, { status: "EXPIRED" })).body.status).toBe("EXPIRED");
    expect((await getCode(headers, id)).body.status).toBe("EXPIRED");
    expect((await updateCode(headers, id, { status: "READY" })).body.status).toBe("READY");
    expect((await updateCode(headers, id, { name: null })).body.name).toBeNull();
  });

  it("treats status DELETED as delete: terminal, 404 everywhere afterwards", async () => {
    const { user, headers, id } = await dynamicCode();
    const result = await updateCode(headers, id, { status: "DELETED" });
    expect(result.status).toBe(200);
    expect(result.body.status).toBe("DELETED");
    const row = await (await db()).qrCode.findUniqueOrThrow({
      where: { id },
      select: { status: true, deletedAt: true },
    });
    expect(row.status).toBe("DELETED");
    expect(row.deletedAt).toBeInstanceOf(Date);
    expect((await getCode(headers, id)).status).toBe(404);
    expect((await updateCode(headers, id, { status: "READY" })).status).toBe(404);
    expect((await deleteCode(headers, id)).status).toBe(404);
    expect((await cloneCode(headers, id)).status).toBe(404);
    expect((await codeImage(headers, id)).status).toBe(404);
    expect((await listCodes(headers)).body.pagination.total).toBe(0);
    expect((await footprint(user.accountId)).codes).toBe(1);
  });

  it("refuses a static code, an empty body, non-http targets and unknown fields with a 400", async () => {
    const { headers, id } = await dynamicCode();
    const staticCode = (await createCode(headers, { content: "some text", mode: "STATIC" })).body.id;
    const refusedStatic = await updateCode(headers, staticCode, { name: "x" });
    expect(refusedStatic.status).toBe(400);
    expect(refusedStatic.body.message).toMatch(/STATIC/);
    const cases: [unknown, string][] = [
      [{}, "body"],
      [{ targetUrl: "javascript:alert(document.cookie)" }, "targetUrl"],
      [{ targetUrl: "data:text/html;base64,PHNjcmlwdD4=" }, "targetUrl"],
      [{ targetUrl: "ftp://example.com" }, "targetUrl"],
      [{ targetUrl: "//evil.example" }, "targetUrl"],
      [{ targetUrl: "https://example.com/\r\nSet-Cookie: x=1" }, "targetUrl"],
      [{ targetUrl: `https://example.com/${"x".repeat(2048)}` }, "targetUrl"],
      [{ targetUrl: 5 }, "targetUrl"],
      [{ name: "n".repeat(201) }, "name"],
      [{ status: "ARCHIVED" }, "status"],
      [{ mode: "STATIC" }, "mode"],
      [{ content: "https://example.com" }, "content"],
    ];
    for (const [body, field] of cases) {
      const result = await updateCode(headers, id, body);
      expect(result.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(result.body.details.map((detail: { field: string }) => detail.field)).toContain(field);
    }
    expect((await getCode(headers, id)).body).toMatchObject({
      targetUrl: "https://example.com/first",
      name: "Poster",
      status: "READY",
    });
  });
});

describe("DELETE /api/v1/qrcodes/{id}", () => {
  it("soft-deletes: {id, deleted: true}, then 404 on a second delete; static codes too", async () => {
    const { headers, id } = await dynamicCode();
    const result = await deleteCode(headers, id);
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ id, deleted: true });
    expect((await deleteCode(headers, id)).status).toBe(404);
    expect((await getCode(headers, id)).status).toBe(404);
    const staticCode = (await createCode(headers, { content: "text", mode: "STATIC" })).body.id;
    expect((await deleteCode(headers, staticCode)).body).toEqual({ id: staticCode, deleted: true });
  });

  it("deletes exactly once under concurrent deletes", async () => {
    const { headers, id } = await dynamicCode();
    const results = await Promise.all(Array.from({ length: 8 }, () => deleteCode(headers, id)));
    expect(results.map((result) => result.status).sort()).toEqual([200, 404, 404, 404, 404, 404, 404, 404]);
  });
});
