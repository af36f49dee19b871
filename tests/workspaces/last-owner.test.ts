process.env.LIMIT_USER_PER_MINUTE = "1000000";

import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../helpers/database";
import { member, rolesIn, team, workspaces } from "./workspace-calls";

useTestDatabase();

const owners = (roles: Record<string, string>) => Object.values(roles).filter((role) => role === "OWNER").length;

describe("the last OWNER (409 LAST_OWNER)", () => {
  it("cannot be demoted, by themselves or anyone", async () => {
    const { workspaceId, owner } = await team();
    for (const role of ["ADMIN", "EDITOR", "VIEWER"]) {
      const refused = await workspaces.changeRole(owner.headers, workspaceId, owner.id, { role });
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ code: "LAST_OWNER", message: expect.stringMatching(/last OWNER/) });
    }
    expect((await workspaces.changeRole(owner.headers, workspaceId, owner.id, { role: "OWNER" })).status).toBe(200);
    expect((await rolesIn(workspaceId))[owner.id]).toBe("OWNER");
  });

  it("cannot leave; once a second OWNER exists, either may go", async () => {
    const { workspaceId, owner, admin } = await team();
    const refused = await workspaces.remove(owner.headers, workspaceId, owner.id);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe("LAST_OWNER");
    expect(refused.body.message).toMatch(/cannot leave/);
    expect((await workspaces.changeRole(owner.headers, workspaceId, admin.id, { role: "OWNER" })).status).toBe(200);
    expect((await workspaces.remove(owner.headers, workspaceId, owner.id)).status).toBe(200);
    const refusedNow = await workspaces.remove(admin.headers, workspaceId, admin.id);
    expect(refusedNow.status).toBe(409);
    expect(await rolesIn(workspaceId)).toMatchObject({ [admin.id]: "OWNER" });
  });

  it("holds under concurrency: two OWNERs demoting or removing each other at once leave exactly one", async () => {
    for (let round = 0; round < 4; round++) {
      const { workspaceId, owner } = await team();
      const second = await member(`second owner ${round}`, { workspaceId, role: "OWNER" });
      const demote = round % 2 === 0;
      const answers = await Promise.all(
        demote
          ? [
              workspaces.changeRole(owner.headers, workspaceId, second.id, { role: "ADMIN" }),
              workspaces.changeRole(second.headers, workspaceId, owner.id, { role: "ADMIN" }),
            ]
          : [
              workspaces.remove(owner.headers, workspaceId, second.id),
              workspaces.remove(second.headers, workspaceId, owner.id),
            ],
      );
      const statuses = answers.map((answer) => answer.status).sort();
      // The loser was demoted (403: no longer may touch an OWNER) or removed (404) before its turn.
      expect(statuses, `round ${round}`).toEqual(demote ? [200, 403] : [200, 404]);
      expect(owners(await rolesIn(workspaceId)), `round ${round}`).toBe(1);
    }
  });

  it("holds under concurrency when both OWNERs leave at once: one goes, one stays", async () => {
    for (let round = 0; round < 3; round++) {
      const { workspaceId, owner } = await team();
      const second = await member(`leaver ${round}`, { workspaceId, role: "OWNER" });
      const answers = await Promise.all([
        workspaces.remove(owner.headers, workspaceId, owner.id),
        workspaces.remove(second.headers, workspaceId, second.id),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      expect(owners(await rolesIn(workspaceId))).toBe(1);
    }
  });
});
