import { roleAtLeast } from "../workspaces/workspace-roles";
import type { Caller } from "./caller";
import type { ApiOptions } from "./contract";
import { ApiError } from "./errors";

/**
 * What the operation's contract asks of its caller: authentication, a key's permission, a
 * member's workspace role, the install's ADMIN role. Throws the 401, 403 or 404 to answer.
 */
export function authorize(options: ApiOptions, caller: Caller): void {
  if (options.auth === "public") return;
  if (caller.kind === "anonymous") {
    throw new ApiError("UNAUTHORIZED", "Authentication required: send an API key as 'Authorization: Bearer <key>'.");
  }
  if (options.role && caller.kind === "key") {
    throw new ApiError(
      "FORBIDDEN",
      "An API key acts only inside its workspace; managing the install's users takes a signed-in ADMIN.",
    );
  }
  if (options.auth === "session" && caller.kind !== "session") {
    throw new ApiError("FORBIDDEN", "This operation is only available to a signed-in user in the dashboard.");
  }
  if (options.permission && !caller.permissions.includes(options.permission)) {
    throw new ApiError("FORBIDDEN", `This API key lacks the '${options.permission}' permission.`);
  }
  if (options.role && caller.role !== options.role) {
    throw new ApiError("FORBIDDEN", `This operation requires the ${options.role} role.`);
  }
  const needed = options.workspaceRole;
  if (needed && caller.kind === "session") {
    // X-Codebeam-Workspace names a workspace the user is not a member of (or they belong to none):
    // 404 as for any id of another tenant, never 403.
    if (!caller.workspaceRole) {
      throw new ApiError("NOT_FOUND", "No workspace of yours with this id (X-Codebeam-Workspace).");
    }
    if (!roleAtLeast(caller.workspaceRole, needed)) {
      throw new ApiError(
        "FORBIDDEN",
        `This takes the ${needed} role or a stronger one in this workspace; yours is ${caller.workspaceRole}.`,
      );
    }
  }
}
