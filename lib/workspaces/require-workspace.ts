import { db } from "../db/client";
import { ApiError } from "../errors/api-error";

/** A workspace by id for the admin CLI, which acts on the whole install; a 404 naming the id otherwise. */
export async function requireWorkspace(id: string): Promise<{ id: string; name: string }> {
  const workspace = await (await db()).account.findUnique({ where: { id }, select: { id: true, name: true } });
  if (!workspace) throw new ApiError("NOT_FOUND", `No workspace with the id ${id}.`);
  return workspace;
}
