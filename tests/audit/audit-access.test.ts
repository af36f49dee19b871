import { describe, expect, it } from "vitest";
import { addMember } from "@/lib/workspaces/add-member";
import { useTestDatabase } from "../helpers/database";
import { makeKey, makeUser, sessionCookie } from "../helpers/fixtures";
import { bearer } from "../helpers/http";
import { createKey, listAudit, WORKSPACE } from "./audit-helpers";
import { useGenerousLimits } from "../helpers/generous-limits";

useGenerousLimits();

useTestDatabase();

/** A workspace whose owner made one key through the API (one audit event). */
async function workspaceWithEvent(label: string) {
  const owner = await makeUser({ label });
  const session = await sessionCookie(owner);
  const key = await createKey(session, `${label} key`);
  expect(key.status).toBe(201);
  return { owner, session, keyId: key.body.id as string };
}

const targets = (body: { data: { target: { id: string } }[] }) => body.data.map((event) => event.target.id);

describe("who reads the audit log", () => {
  it("shows each workspace only its own events, to a member naming it as to its owner", async () => {
    const a = await workspaceWithEvent("alpha");
    const b = await workspaceWithEvent("beta");
    expect(targets((await listAudit(a.session)).body)).toEqual([a.keyId]);
    expect(targets((await listAudit(b.session)).body)).toEqual([b.keyId]);

    // Beta's owner, an ADMIN of alpha too, sees alpha's events when naming alpha, and only those.
    await addMember(a.owner.accountId, b.owner.id, "ADMIN");
    const inAlpha = await listAudit({ ...b.session, [WORKSPACE]: a.owner.accountId });
    expect(inAlpha.status).toBe(200);
    expect(targets(inAlpha.body)).toEqual([a.keyId]);
    expect(targets((await listAudit(b.session)).body)).toEqual([b.keyId]);
    // A filter naming the other workspace's record finds nothing.
    expect(targets((await listAudit(a.session, `?targetId=${b.keyId}`)).body)).toEqual([]);

    // A stranger naming alpha: 404, as for any workspace they are not a member of.
    const stranger = await sessionCookie(await makeUser({ label: "stranger" }));
    const refused = await listAudit({ ...stranger, [WORKSPACE]: a.owner.accountId });
    expect(refused.status).toBe(404);
    expect(JSON.stringify(refused.body)).not.toContain(a.keyId);
  });

  it("is for ADMINs and OWNERs: EDITORs and VIEWERs get 403", async () => {
    const { owner, session, keyId } = await workspaceWithEvent("team");
    expect((await listAudit(session)).status).toBe(200);
    for (const role of ["OWNER", "ADMIN", "EDITOR", "VIEWER"] as const) {
      const member = await makeUser({ label: role.toLowerCase() });
      await addMember(owner.accountId, member.id, role);
      const answer = await listAudit({ ...(await sessionCookie(member)), [WORKSPACE]: owner.accountId });
      if (role === "OWNER" || role === "ADMIN") {
        expect(answer.status, role).toBe(200);
        expect(targets(answer.body), role).toEqual([keyId]);
      } else {
        expect(answer.status, role).toBe(403);
        expect(answer.body.message, role).toMatch(/ADMIN role or a stronger one/);
      }
    }
  });

  it("is read by the workspace's full-access keys (qrcode:create), in their own workspace only", async () => {
    const a = await workspaceWithEvent("alpha");
    const b = await workspaceWithEvent("beta");
    const withKey = await listAudit(bearer(await makeKey(a.owner, ["qrcode:create"])));
    expect(withKey.status).toBe(200);
    expect(targets(withKey.body)).toContain(a.keyId);
    expect(targets(withKey.body)).not.toContain(b.keyId);
    const naming = await listAudit({ ...bearer(await makeKey(a.owner)), [WORKSPACE]: b.owner.accountId });
    expect(naming.status).toBe(404);
    expect(JSON.stringify(naming.body)).not.toContain(b.keyId);

    const generateOnly = await listAudit(bearer(await makeKey(a.owner, ["qrcode:generate"])));
    expect(generateOnly.status).toBe(403);
    expect(generateOnly.body.message).toContain("qrcode:create");
  });
});
