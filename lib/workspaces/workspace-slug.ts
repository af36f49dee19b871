import { randomBytes } from "node:crypto";

/** What a slug looks like, the migration's included (its id suffix on a clash). */
export const WORKSPACE_SLUG = /^[a-z0-9][a-z0-9-]{0,119}$/;

/**
 * A workspace's slug: the name's words, lower-cased and joined by dashes (at most 40 characters),
 * and 8 random hex characters, as the migration that made every account a workspace derives it
 * (prisma/migrations/20261127090000_workspaces) from the id instead of at random.
 */
export function workspaceSlug(name: string): string {
  const words = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, 40)
    .replace(/^-+|-+$/g, "");
  return `${words || "workspace"}-${randomBytes(4).toString("hex")}`;
}
