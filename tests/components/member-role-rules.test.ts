import { describe, expect, it } from "vitest";
import { grantableRoles, mayManage } from "@/components/members/role-rules";
import { ApiError } from "@/lib/errors/api-error";
import { requireMayManage } from "@/lib/workspaces/member-change-rules";
import { WORKSPACE_ROLES } from "@/lib/workspaces/workspace-roles";

// The Members page offers only what the API accepts: its copy of the rules
// (components/members/role-rules.ts) must agree with lib/workspaces/member-change-rules.ts for
// every caller, target and new role.
const allowed = (run: () => void) => {
  try {
    run();
    return true;
  } catch (error) {
    if (error instanceof ApiError) return false;
    throw error;
  }
};

describe("the Members page's role rules", () => {
  for (const caller of WORKSPACE_ROLES) {
    for (const target of WORKSPACE_ROLES) {
      it(`${caller} managing a ${target}: the page offers what the API allows`, () => {
        expect(mayManage(caller, target)).toBe(allowed(() => requireMayManage(caller, target)));
        if (!mayManage(caller, target)) return;
        for (const next of WORKSPACE_ROLES) {
          expect(grantableRoles(caller).includes(next), `${caller} gives ${next}`).toBe(
            allowed(() => requireMayManage(caller, target, next)),
          );
        }
      });
    }
  }

  it("invitations: an owner invites any role, an admin editors and viewers, others none", () => {
    expect(grantableRoles("OWNER")).toEqual(["OWNER", "ADMIN", "EDITOR", "VIEWER"]);
    expect(grantableRoles("ADMIN")).toEqual(["EDITOR", "VIEWER"]);
    expect(grantableRoles("EDITOR")).toEqual([]);
    expect(grantableRoles("VIEWER")).toEqual([]);
  });
});
