// Zod-free facts about saved codes: code-schemas.ts builds its validators from them and the
// dashboard imports them directly, so the browser bundle never pulls zod in.
export const MAX_NAME_LENGTH = 200;
/** Characters of the list's `q` search (the dashboard's search box caps its input the same). */
export const MAX_SEARCH_LENGTH = 200;
/** Items in one POST /api/v1/qrcodes/batch (and rows in the dashboard's batch CSV). */
export const MAX_BATCH_ITEMS = 20;
export const QR_MODES = ["STATIC", "DYNAMIC", "AI"] as const;
export const QR_STATUSES = ["READY", "EXPIRED", "DELETED"] as const;
export type QrMode = (typeof QR_MODES)[number];
export type QrStatus = (typeof QR_STATUSES)[number];

/** How long after a delete a code can still be restored (POST /api/v1/qrcodes/{id}/restore). */
export const RESTORE_DAYS = 30;
