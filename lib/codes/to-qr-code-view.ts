import { getConfig } from "../config/env";
import type { Prisma } from "../db/generated/client";
import { CODE_CREATOR_SELECT, codeCreatorOf } from "./code-creator";
import type { QrCodeView } from "./code-schemas";
import { CODE_LINK_SELECT, linkView, withShortLink } from "./code-link";
import { effectiveStatus, SMART_SELECT, smartView } from "./smart-columns";

/** The columns every answer about one code is built from. */
export const QR_CODE_SELECT = {
  id: true,
  name: true,
  mode: true,
  status: true,
  targetUrl: true,
  scanCount: true,
  tags: true,
  ...CODE_LINK_SELECT,
  templateUsed: true,
  matchedKeywords: true,
  styles: true,
  createdAt: true,
  updatedAt: true,
  content: true,
  logoUrl: true,
  size: true,
  errorCorrectionLevel: true,
  clonedFromId: true,
  ...CODE_CREATOR_SELECT,
  ...SMART_SELECT,
} satisfies Prisma.QrCodeSelect;

export type QrCodeRow = Prisma.QrCodeGetPayload<{ select: typeof QR_CODE_SELECT }>;

/** Absolute URL of a saved code's image (it needs the same credentials as the code). */
export const imageUrlFor = (id: string): string =>
  `${getConfig().APP_URL.replace(/\/+$/, "")}/api/v1/qrcodes/${id}/image`;

/** The spec's QR code resource, plus content, imageUrl, logo, size and errorCorrectionLevel. */
export function toQrCodeView(row: QrCodeRow): QrCodeView {
  return {
    id: row.id,
    name: row.name,
    mode: row.mode,
    status: effectiveStatus(row),
    targetUrl: row.targetUrl,
    scanCount: row.scanCount,
    tags: row.tags,
    ...withShortLink(row),
    ...linkView(row),
    templateUsed: row.templateUsed,
    matchedKeywords: row.matchedKeywords,
    styles: row.styles as QrCodeView["styles"],
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    createdBy: codeCreatorOf(row),
    content: row.content,
    imageUrl: imageUrlFor(row.id),
    logo: row.logoUrl,
    size: row.size,
    errorCorrectionLevel: row.errorCorrectionLevel,
    ...(row.clonedFromId ? { clonedFrom: row.clonedFromId } : {}),
    ...smartView(row),
  };
}
