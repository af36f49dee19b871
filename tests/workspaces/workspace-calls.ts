import { DELETE as removeMember, PATCH as patchMember } from "@/app/api/v1/workspaces/[id]/members/[userId]/route";
import { GET as listMembers } from "@/app/api/v1/workspaces/[id]/members/route";
import { DELETE as deleteWorkspace, PATCH as patchWorkspace } from "@/app/api/v1/workspaces/[id]/route";
import { GET as listWorkspaces, POST as createWorkspace } from "@/app/api/v1/workspaces/route";
import { db } from "@/lib/db/client";
import { addMember } from "@/lib/workspaces/add-member";
import type { WorkspaceRole } from "@/lib/workspaces/workspace-roles";
import { makeUser, sessionCookie, type TestUser } from "../helpers/fixtures";
import { call } from "../helpers/http";

type Headers = Record<string, string>;

/** The /api/v1/workspaces routes, each called through its real handler with these headers. */
export const workspaces = {
  list: (headers: Headers) => call(listWorkspaces, "/api/v1/workspaces", { headers }),
  create: (headers: Headers, body: unknown) =>
    call(createWorkspace, "/api/v1/workspaces", { method: "POST", headers, body }),
  rename: (headers: Headers, id: string, body: unknown) =>
    call(patchWorkspace, `/api/v1/workspaces/${id}`, { method: "PATCH", headers, body, params: { id } }),
  delete: (headers: Headers, id: string) =>
    call(deleteWorkspace, `/api/v1/workspaces/${id}`, { method: "DELETE", headers, params: { id } }),
  members: (headers: Headers, id: string) =>
    call(listMembers, `/api/v1/workspaces/${id}/members`, { headers, params: { id } }),
  changeRole: (headers: Headers, id: string, userId: string, body: unknown) =>
    call(patchMember, `/api/v1/workspaces/${id}/members/${userId}`, {
      method: "PATCH",
      headers,
      body,
      params: { id, userId },
    }),
  remove: (headers: Headers, id: string, userId: string) =>
    call(removeMember, `/api/v1/workspaces/${id}/members/${userId}`, {
      method: "DELETE",
      headers,
      params: { id, userId },
    }),
};

export interface Member extends TestUser {
  headers: Headers;
}

/** A new user with their session; with `role`, also a member of `workspaceId` in that role. */
export async function member(label: string, joins?: { workspaceId: string; role: WorkspaceRole }): Promise<Member> {
  const user = await makeUser({ label });
  if (joins) await addMember(joins.workspaceId, user.id, joins.role);
  return { ...user, headers: await sessionCookie(user) };
}

/** A workspace owned by a new user, with one member of each other role. */
export async function team() {
  const owner = await member("owner");
  const workspaceId = owner.accountId;
  const [admin, editor, viewer] = await Promise.all(
    (["ADMIN", "EDITOR", "VIEWER"] as const).map((role) => member(role.toLowerCase(), { workspaceId, role })),
  );
  return { workspaceId, owner, admin, editor, viewer };
}

/** The workspace's members and their roles, straight from the database. */
export async function rolesIn(workspaceId: string): Promise<Record<string, WorkspaceRole>> {
  const rows = await (await db()).membership.findMany({
    where: { accountId: workspaceId },
    select: { userId: true, role: true },
  });
  return Object.fromEntries(rows.map((row) => [row.userId, row.role]));
}

/** The user's default workspace (User.accountId), or undefined once the user is gone. */
export async function defaultWorkspaceOf(userId: string) {
  const user = await (await db()).user.findUnique({ where: { id: userId }, select: { accountId: true } });
  return user?.accountId;
}
