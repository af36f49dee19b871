import {
  ClonedQrCodeSchema,
  CloneQrCodeBody,
  CreateQrCodeBody,
  CreatedQrCodeSchema,
  DeletedQrCodeSchema,
  UpdatedQrCodeSchema,
  UpdateQrCodeBody,
} from "../codes/code-schemas";
import { cloneQrCode } from "../codes/clone-qr-code";
import { createQrCode } from "../codes/create-qr-code";
import { deleteQrCode } from "../codes/delete-qr-code";
import { actorOf } from "../codes/actor";
import { updateQrCode } from "../codes/update-qr-code";
import { inputOf, withCodeId } from "./tool-input";
import { defineTool } from "./tool-types";

const WRITE = { readOnlyHint: false, openWorldHint: false };

/** POST /api/v1/qrcodes */
export const createQrCodeTool = defineTool({
  name: "create_qr_code",
  title: "Create a saved QR code",
  description:
    "Saves a code. DYNAMIC (default, costs credits): content must be an http(s) URL; the image encodes a tracked short link whose target can change later. " +
    "STATIC (free, monthly quota): the image encodes content itself. Design by templateId, keywords and styles as in generate_qr_code.",
  permission: "qrcode:create",
  input: inputOf(CreateQrCodeBody),
  output: CreatedQrCodeSchema,
  annotations: { ...WRITE, destructiveHint: false, idempotentHint: false },
  async run(args, caller) {
    const created = await createQrCode(caller, args);
    return {
      data: created,
      summary: `Created code ${created.id}${created.shortLink ? ` with short link ${created.shortLink}` : ""}, template '${created.templateUsed}'.`,
    };
  },
});

/** PATCH /api/v1/qrcodes/{id} */
export const updateQrCodeTool = defineTool({
  name: "update_qr_code",
  title: "Update a saved QR code",
  description:
    "Changes a code's targetUrl (DYNAMIC codes: where the short link redirects), name or status (READY/EXPIRED; DELETED is final and equals delete_qr_code), " +
    "and its smart fields: validFrom/expiresAt/fallbackUrl/maxScans (schedule and scan limit), ordered routing rules (device, os, browser, country, region, city, language, time, query; weightedTargets for A/B), utm and password. null clears a smart field.",
  permission: "qrcode:create",
  input: withCodeId(UpdateQrCodeBody),
  output: UpdatedQrCodeSchema,
  // The same update twice leaves the same state; a new target or status DELETED replaces what was there.
  annotations: { ...WRITE, destructiveHint: true, idempotentHint: true },
  async run({ id, ...body }, caller) {
    const updated = await updateQrCode(caller.accountId, id, body, actorOf(caller));
    return { data: updated, summary: `Updated code ${updated.id}: ${updated.status}, target ${updated.targetUrl}.` };
  },
});

/** DELETE /api/v1/qrcodes/{id} */
export const deleteQrCodeTool = defineTool({
  name: "delete_qr_code",
  title: "Delete a saved QR code",
  description: "Deletes a code for good: its short link stops redirecting and printed copies stop working.",
  permission: "qrcode:create",
  input: withCodeId(),
  output: DeletedQrCodeSchema,
  annotations: { ...WRITE, destructiveHint: true, idempotentHint: true },
  async run({ id }, caller) {
    const deleted = await deleteQrCode(caller.accountId, id);
    return { data: deleted, summary: `Deleted code ${deleted.id}.` };
  },
});

/** POST /api/v1/qrcodes/{id}/clone */
export const cloneQrCodeTool = defineTool({
  name: "clone_qr_code",
  title: "Clone a saved QR code",
  description: "A new code with the original's template and styles; optional name and content. Charged like create_qr_code.",
  permission: "qrcode:create",
  input: withCodeId(CloneQrCodeBody),
  output: ClonedQrCodeSchema,
  annotations: { ...WRITE, destructiveHint: false, idempotentHint: false },
  async run({ id, ...body }, caller) {
    const cloned = await cloneQrCode(caller, id, body);
    return { data: cloned, summary: `Cloned ${id} as ${cloned.id}.` };
  },
});
