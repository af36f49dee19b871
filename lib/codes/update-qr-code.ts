import { invalid } from "../errors/api-error";
import { type Actor, SYSTEM_ACTOR } from "./actor";
import { applyCodeChange } from "./apply-code-change";
import type { UpdateQrCodeInput } from "./code-schemas";
import { getQrCodeOrThrow } from "./get-qr-code-or-throw";
import { passwordData } from "./password-data";
import { smartData } from "./smart-columns";

/**
 * qrcodes.update: target, name, status, tags and the smart fields (schedule, scan limit, fallback, rules,
 * UTM, password) of a dynamic code. READY and EXPIRED go both ways; DELETED is terminal (a soft
 * delete, as DELETE). A change of where scans go is kept as a version (GET …/versions).
 */
export async function updateQrCode(accountId: string, id: string, input: UpdateQrCodeInput, actor: Actor = SYSTEM_ACTOR) {
  const code = await getQrCodeOrThrow(accountId, id, { mode: true });
  // Tags only organise the list, so a static code takes them too; nothing else of it can change.
  const tagsOnly = Object.entries(input).every(([field, value]) => field === "tags" || value === undefined);
  if (code.mode === "STATIC" && !tagsOnly) {
    throw invalid("id", "is a STATIC code, which encodes its content directly and cannot be changed; delete it or create a new one");
  }
  const data = {
    targetUrl: input.targetUrl,
    name: input.name,
    tags: input.tags,
    status: input.status,
    deletedAt: input.status === "DELETED" ? new Date() : undefined,
    ...smartData(input),
    ...(await passwordData(input.password)),
  };
  return applyCodeChange(accountId, id, data, actor);
}
