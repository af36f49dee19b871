import { z } from "zod";
import type { WorkspaceRole } from "../db/generated/client";

export type { WorkspaceRole };

/** Strongest first: a role may do everything the roles after it may. */
export const WORKSPACE_ROLES = ["OWNER", "ADMIN", "EDITOR", "VIEWER"] as const satisfies readonly WorkspaceRole[];
export const WorkspaceRoleSchema = z.enum(WORKSPACE_ROLES);

const rank = (role: WorkspaceRole) => WORKSPACE_ROLES.length - WORKSPACE_ROLES.indexOf(role);

/** Whether a member with `role` may do what needs at least `needed`. */
export const roleAtLeast = (role: WorkspaceRole, needed: WorkspaceRole): boolean => rank(role) >= rank(needed);
