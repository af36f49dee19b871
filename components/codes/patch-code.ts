import { type ReadError, readApiError } from "@/components/ui/api-error";
import type { UpdatedCode } from "./code-types";

export type PatchResult = { ok: true; code: UpdatedCode } | { ok: false; error: ReadError };

/** PATCH /api/v1/qrcodes/{id} with a change of target, name or status. */
export async function patchCode(id: string, change: { targetUrl?: string; name?: string | null; status?: "READY" | "EXPIRED" }): Promise<PatchResult> {
  try {
    const response = await fetch(`/api/v1/qrcodes/${encodeURIComponent(id)}`, {
      method: "PATCH",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(change),
    });
    if (!response.ok) return { ok: false, error: await readApiError(response) };
    return { ok: true, code: (await response.json()) as UpdatedCode };
  } catch {
    return { ok: false, error: { message: "Could not reach the server. Check your connection and try again.", fields: {} } };
  }
}
