import { describe, expect, it } from "vitest";
import { GET as codeImage } from "@/app/api/v1/qrcodes/[id]/image/route";
import { GET as getCode } from "@/app/api/v1/qrcodes/[id]/route";
import { GET as listCodes, POST as createCode } from "@/app/api/v1/qrcodes/route";
import { GET as getMe } from "@/app/api/v1/me/route";
import { db } from "@/lib/db/client";
import { addMember } from "@/lib/workspaces/add-member";
import { useTestDatabase } from "../helpers/database";
import { makeKey, makeUser, sessionCookie } from "../helpers/fixtures";
import { bearer, call } from "../helpers/http";

useTestDatabase();

const WORKSPACE = "x-codebeam-workspace";

async function teamWithCode() {
  const owner = await makeUser({ label: "owner" });
  const created = await call(createCode, "/api/v1/qrcodes", {
    method: "POST",
    headers: await sessionCookie(owner),
    body: { content: "https://example.com/team", mode: "STATIC", name: "team code" },
  });
  expect(created.status).toBe(201);
  return { owner, codeId: created.body.id as string };
}

const names = (body: { data: { name: string }[] }) => body.data.map((code) => code.name);

describe("X-Codebeam-Workspace", () => {
  it("lets a member act in the workspace it names, and in their own without it", async () => {
    const { owner, codeId } = await teamWithCode();
    const viewer = await makeUser({ label: "viewer" });
    await addMember(owner.accountId, viewer.id, "VIEWER");
    const session = await sessionCookie(viewer);

    const inTeam = await call(listCodes, "/api/v1/qrcodes", { headers: { ...session, [WORKSPACE]: owner.accountId } });
    expect(inTeam.status).toBe(200);
    expect(names(inTeam.body)).toEqual(["team code"]);
    const one = await call(getCode, `/api/v1/qrcodes/${codeId}`, {
      headers: { ...session, [WORKSPACE]: owner.accountId },
      params: { id: codeId },
    });
    expect(one.status).toBe(200);
    // Without the header: the viewer's own (empty) workspace, where the team's code is a 404.
    expect(names((await call(listCodes, "/api/v1/qrcodes", { headers: session })).body)).toEqual([]);
    const elsewhere = await call(getCode, `/api/v1/qrcodes/${codeId}`, { headers: session, params: { id: codeId } });
    expect(elsewhere.status).toBe(404);
  });

  it("answers 404 for a workspace the user is not a member of, and 400 naming the header when malformed", async () => {
    const { owner } = await teamWithCode();
    const stranger = await sessionCookie(await makeUser({ label: "stranger" }));
    const foreign = await call(listCodes, "/api/v1/qrcodes", {
      headers: { ...stranger, [WORKSPACE]: owner.accountId },
    });
    expect(foreign.status).toBe(404);
    expect(JSON.stringify(foreign.body)).not.toContain("team code");
    const unknown = await call(listCodes, "/api/v1/qrcodes", { headers: { ...stranger, [WORKSPACE]: "c0000000000" } });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual(
      foreign.body.requestId ? { ...foreign.body, requestId: unknown.body.requestId } : foreign.body,
    );
    for (const bad of ["Not-An-Id", "a".repeat(65), "x y", "%00"]) {
      const malformed = await call(listCodes, "/api/v1/qrcodes", { headers: { ...stranger, [WORKSPACE]: bad } });
      expect(malformed.status, bad).toBe(400);
      expect(malformed.body.details, bad).toEqual([{ field: "X-Codebeam-Workspace", message: expect.any(String) }]);
    }
  });

  it("takes the workspace from ?workspace= where no header can be sent (an image, a download), the header deciding over it", async () => {
    const { owner, codeId } = await teamWithCode();
    const viewer = await makeUser({ label: "viewer" });
    await addMember(owner.accountId, viewer.id, "VIEWER");
    const session = await sessionCookie(viewer);
    const image = (query: string, headers: Record<string, string> = {}) =>
      call(codeImage, `/api/v1/qrcodes/${codeId}/image?format=svg${query}`, {
        headers: { ...session, ...headers },
        params: { id: codeId },
      });
    expect((await image(`&workspace=${owner.accountId}`)).status).toBe(200);
    expect((await image("")).status).toBe(404);
    // The header decides: the viewer's own workspace holds no such code.
    expect((await image(`&workspace=${owner.accountId}`, { [WORKSPACE]: viewer.accountId })).status).toBe(404);
    const malformed = await image("&workspace=Not-An-Id");
    expect(malformed.status).toBe(400);
    expect(malformed.body.details).toEqual([{ field: "workspace", message: expect.any(String) }]);
  });

  it("ends a removed member's access on their very next request", async () => {
    const { owner } = await teamWithCode();
    const editor = await makeUser({ label: "editor" });
    await addMember(owner.accountId, editor.id, "EDITOR");
    const headers = { ...(await sessionCookie(editor)), [WORKSPACE]: owner.accountId };
    expect((await call(listCodes, "/api/v1/qrcodes", { headers })).status).toBe(200);
    await (await db()).membership.delete({
      where: { accountId_userId: { accountId: owner.accountId, userId: editor.id } },
    });
    expect((await call(listCodes, "/api/v1/qrcodes", { headers })).status).toBe(404);
    // Their own account is untouched.
    expect((await call(getMe, "/api/v1/me", { headers })).status).toBe(200);
  });

  it("holds an API key to its own workspace: naming another is a 404", async () => {
    const { owner } = await teamWithCode();
    const other = await makeUser({ label: "other" });
    const key = bearer(await makeKey(other));
    const answer = await call(listCodes, "/api/v1/qrcodes", { headers: { ...key, [WORKSPACE]: owner.accountId } });
    expect(answer.status).toBe(404);
    const own = await call(listCodes, "/api/v1/qrcodes", { headers: { ...key, [WORKSPACE]: other.accountId } });
    expect(own.status).toBe(200);
  });

  it("records who made a code in a shared workspace as the workspace's, not the member's own", async () => {
    const { owner } = await teamWithCode();
    const editor = await makeUser({ label: "maker" });
    await addMember(owner.accountId, editor.id, "EDITOR");
    const made = await call(createCode, "/api/v1/qrcodes", {
      method: "POST",
      headers: { ...(await sessionCookie(editor)), [WORKSPACE]: owner.accountId },
      body: { content: "https://example.com/by-editor", mode: "STATIC", name: "by editor" },
    });
    expect(made.status).toBe(201);
    const row = await (await db()).qrCode.findUniqueOrThrow({
      where: { id: made.body.id },
      select: { accountId: true },
    });
    expect(row.accountId).toBe(owner.accountId);
    const ownerList = await call(listCodes, "/api/v1/qrcodes", { headers: await sessionCookie(owner) });
    expect(names(ownerList.body).sort()).toEqual(["by editor", "team code"]);
  });
});
