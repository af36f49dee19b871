import { describe, expect, it } from "vitest";
import { GET as versionsRoute } from "@/app/api/v1/qrcodes/[id]/versions/route";
import { POST as restoreRoute } from "@/app/api/v1/qrcodes/[id]/versions/[version]/restore/route";
import { useTestDatabase } from "../helpers/database";
import { sessionCookie } from "../helpers/fixtures";
import { call } from "../helpers/http";
import { createCode, getCode, type Headers, makeOwner, updateCode } from "./codes-helpers";
import { useGenerousLimits } from "../helpers/generous-limits";

useGenerousLimits();

useTestDatabase();

const versionsOf = (headers: Headers, id: string, query = "") =>
  call(versionsRoute, `/api/v1/qrcodes/${id}/versions${query}`, { headers, params: { id } });
const restore = (headers: Headers, id: string, version: string) =>
  call(restoreRoute, `/api/v1/qrcodes/${id}/versions/${version}/restore`, {
    method: "POST",
    headers,
    params: { id, version },
  });

async function dynamicCode() {
  const owner = await makeOwner();
  const created = await createCode(owner.headers, { content: "https://example.com/v1" });
  expect(created.status).toBe(201);
  return { ...owner, id: created.body.id as string };
}

describe("version history", () => {
  it("keeps one version per change of where scans go: who, when, which fields, the state after", async () => {
    const { headers, id } = await dynamicCode();
    const first = await versionsOf(headers, id);
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual([
      expect.objectContaining({
        version: 1,
        changes: ["created"],
        state: expect.objectContaining({ targetUrl: "https://example.com/v1" }),
      }),
    ]);

    await updateCode(headers, id, { targetUrl: "https://example.com/v2" });
    const rules = [{ conditions: [{ kind: "device", in: ["mobile"] }], targetUrl: "https://example.com/phone" }];
    await updateCode(headers, id, { rules, password: "open sesame" });
    await updateCode(headers, id, { name: "Only a name" }); // not routing: no version

    const { body } = await versionsOf(headers, id);
    expect(body.pagination).toMatchObject({ total: 3 });
    expect(
      body.data.map((version: { version: number; changes: string[] }) => [version.version, version.changes]),
    ).toEqual([
      [3, ["rules", "password"]],
      [2, ["targetUrl"]],
      [1, ["created"]],
    ]);
    expect(body.data[0]).toMatchObject({
      changedBy: { kind: "key", userId: expect.any(String), keyId: expect.any(String) },
    });
    expect(body.data[0].state).toMatchObject({ targetUrl: "https://example.com/v2", rules, passwordProtected: true });
    expect(JSON.stringify(body)).not.toMatch(/\$argon2id\$|\$2[aby]\$|passwordHash/);
  });

  it("names who made each version in one vocabulary, and dates version 1 when the code was created", async () => {
    const { user, headers, id } = await dynamicCode();
    const createdAt = (await getCode(headers, id)).body.createdAt;
    await new Promise((resolve) => setTimeout(resolve, 20)); // the first change comes later than the creation
    await updateCode(headers, id, { targetUrl: "https://example.com/by-key" });
    await updateCode(await sessionCookie(user), id, { targetUrl: "https://example.com/by-person" });
    const { body } = await versionsOf(headers, id);
    expect(body.data.map((version: { changedBy: object }) => version.changedBy)).toEqual([
      { kind: "session", userId: user.id, name: "codes" },
      { kind: "key", userId: user.id, keyId: expect.any(String), name: "test key" },
      { kind: "system", name: null },
    ]);
    expect(body.data[2].createdAt).toBe(createdAt);
  });

  it("rolls back to a version, recorded as a new one; name and status stay", async () => {
    const { headers, id } = await dynamicCode();
    await updateCode(headers, id, {
      targetUrl: "https://example.com/v2",
      utm: { source: "a", medium: "b", campaign: "c" },
      password: "secret1",
    });
    await updateCode(headers, id, { name: "Poster", status: "EXPIRED" });

    const restored = await restore(headers, id, "1");
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({
      id,
      targetUrl: "https://example.com/v1",
      utm: null,
      passwordProtected: false,
      name: "Poster",
      status: "EXPIRED",
    });
    expect((await getCode(headers, id)).body).toMatchObject({
      targetUrl: "https://example.com/v1",
      utm: null,
      passwordProtected: false,
    });
    const latest = (await versionsOf(headers, id)).body.data[0];
    expect(latest).toMatchObject({ version: 3, changes: ["restored:v1", "targetUrl", "utm", "password"] });

    const again = await restore(headers, id, "2");
    expect(again.body).toMatchObject({ targetUrl: "https://example.com/v2", passwordProtected: true });
  });

  it("answers 404 for an unknown version or another account's code, 400 for a malformed one", async () => {
    const { headers, id } = await dynamicCode();
    const stranger = await makeOwner();
    expect((await restore(headers, id, "9")).status).toBe(404);
    expect((await restore(stranger.headers, id, "1")).status).toBe(404);
    expect((await versionsOf(stranger.headers, id)).status).toBe(404);
    for (const version of ["0", "x", "-1", "1.5"]) {
      const result = await restore(headers, id, version);
      expect(result.status, version).toBe(400);
      expect(result.body.details.map((detail: { field: string }) => detail.field)).toContain("version");
    }
    expect((await restore(headers, id, "1")).status).toBe(200); // never changed: restoring version 1 changes nothing
    expect((await versionsOf(headers, id)).body.data).toHaveLength(1);
  });

  it("numbers concurrent changes of one code without gaps or repeats", async () => {
    const { headers, id } = await dynamicCode();
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => updateCode(headers, id, { targetUrl: `https://example.com/c${i}` })),
    );
    expect(results.map((result) => result.status)).toEqual(Array(8).fill(200));
    const versions = (await versionsOf(headers, id)).body.data.map((version: { version: number }) => version.version);
    expect(versions).toEqual([9, 8, 7, 6, 5, 4, 3, 2, 1]);
  });
});
