import "server-only";
import { cookies, headers } from "next/headers";
import { notFound } from "next/navigation";
import { cache } from "react";
import type { AuthenticatedCaller } from "@/lib/auth/caller";
import { PERMISSIONS } from "@/lib/keys/permissions";
import { getDefaultWorkspace, getMemberWorkspace } from "@/lib/workspaces/get-member-workspace";
import type { WorkspaceView } from "@/lib/workspaces/workspace-schemas";
import { PATH_HEADER, WORKSPACE_COOKIE, WORKSPACE_PARAM } from "@/proxy";
import { requireSessionUser } from "./session-user";

/**
 * For dashboard pages: the signed-in user and the workspace the page shows, with their role there.
 * The URL names it (`?workspace=<slug>`), so a link sent to a teammate opens the same workspace; a
 * URL without one shows the workspace last named (proxy.ts keeps it in a cookie), else the user's
 * default one, and components/workspaces/workspace-url.tsx then writes it into the address bar.
 * No redirect: a server redirect during a client-side navigation made Next re-request the page
 * without end. A workspace they are not a member of is a 404.
 */
export const requireWorkspace = cache(async () => {
  const user = await requireSessionUser();
  const path = (await headers()).get(PATH_HEADER) ?? "/dashboard";
  const url = new URL(path, "http://dashboard.invalid");
  const named = url.searchParams.get(WORKSPACE_PARAM);
  if (named) {
    const workspace = await getMemberWorkspace(user.id, named);
    if (!workspace) notFound();
    return { user, workspace, caller: callerOf(user, workspace) };
  }
  const remembered = (await cookies()).get(WORKSPACE_COOKIE)?.value;
  const workspace =
    (remembered ? await getMemberWorkspace(user.id, remembered) : null) ??
    (await getDefaultWorkspace(user.id, user.accountId));
  if (!workspace) notFound();
  return { user, workspace, caller: callerOf(user, workspace) };
});

/** The page's reader as lib/ services take a REST caller: the signed-in member in this workspace. */
function callerOf(
  user: { id: string; role: AuthenticatedCaller["role"] },
  workspace: WorkspaceView,
): AuthenticatedCaller {
  return {
    kind: "session",
    ip: "",
    accountId: workspace.id,
    userId: user.id,
    role: user.role,
    permissions: [...PERMISSIONS],
    workspaceRole: workspace.role,
  };
}
