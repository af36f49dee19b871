import { invalid } from "../errors/api-error";
import { type Actor, SYSTEM_ACTOR } from "./actor";
import { applyCodeChange } from "./apply-code-change";
import { CODE_LINK_SELECT } from "./code-link";
import { DESIGN_FIELDS, designData } from "./design-data";
import type { UpdateQrCodeInput } from "./code-schemas";
import { getQrCodeOrThrow } from "./get-qr-code-or-throw";
import { passwordData } from "./password-data";
import { smartData } from "./smart-columns";

const DESIGN_SELECT = {
  mode: true,
  content: true,
  ...CODE_LINK_SELECT,
  styles: true,
  logoUrl: true,
  errorCorrectionLevel: true,
} as const;
const STATIC_FIELDS = new Set<string>(["tags", ...DESIGN_FIELDS]);

/**
 * qrcodes.update: target, name, status, tags and the smart fields (schedule, scan limit, fallback, rules,
 * UTM, password) of a dynamic code, and the design (template, styles, logo, error correction) of any
 * code but an AI one. READY and EXPIRED go both ways; DELETED is a soft delete, as DELETE
 * (undone by POST …/restore). A change of where scans go is kept as a version (GET …/versions).
 */
export async function updateQrCode(
  accountId: string,
  id: string,
  input: UpdateQrCodeInput,
  actor: Actor = SYSTEM_ACTOR,
) {
  const code = await getQrCodeOrThrow(accountId, id, { ...DESIGN_SELECT, status: true });
  // Tags and the design leave what a code encodes alone, so a static code takes them too; nothing else of it can change.
  const lookOnly = Object.entries(input).every(([field, value]) => STATIC_FIELDS.has(field) || value === undefined);
  if (code.mode === "STATIC" && !lookOnly) {
    throw invalid(
      "id",
      "is a STATIC code, which encodes its content directly: only its tags and design change; delete it or create a new one",
    );
  }
  const { domain, slug, ...fields } = input;
  const data = {
    targetUrl: fields.targetUrl,
    name: input.name,
    tags: input.tags,
    status: input.status,
    ...(input.status === "DELETED" ? { deletedAt: new Date(), statusBeforeDelete: code.status } : {}),
    ...smartData(input),
    ...(await passwordData(input.password)),
    ...(await designData(accountId, code, input)),
  };
  return applyCodeChange(accountId, id, data, actor, undefined, { domain, slug });
}
