import { shortLinkFor } from "../codes/short-link-base";
import { imageUrlFor } from "../codes/to-qr-code-view";
import { getConfig } from "../config/env";
import type { AiGenerationView, AiVariant } from "./ai-schemas";

export const GENERATION_SELECT = {
  id: true,
  status: true,
  progress: true,
  attempts: true,
  variants: true,
  error: true,
  qrCodeId: true,
  input: true,
  createdAt: true,
  updatedAt: true,
} as const;

export const generationUrl = (id: string) => `${getConfig().APP_URL.replace(/\/+$/, "")}/api/v1/qrcodes/ai/${id}`;

/** The variant a code's image is, when its styles say it came from this generation. */
function variantInUse(generationId: string, styles: unknown): { variant?: number } {
  const ai = (styles as { ai?: { generationId?: string; variant?: number } } | null)?.ai;
  return ai?.generationId === generationId && typeof ai.variant === "number" ? { variant: ai.variant } : {};
}

export function toGenerationView(
  row: {
    id: string;
    status: AiGenerationView["status"];
    progress: number;
    attempts: number;
    variants: unknown;
    error: string | null;
    qrCodeId: string | null;
    input: unknown;
    createdAt: Date;
    updatedAt: Date;
  },
  code: { shortCode: string | null; styles: unknown } | null,
): AiGenerationView {
  const input = row.input as { provider?: string };
  return {
    generationId: row.id,
    status: row.status,
    progress: row.progress,
    attempts: row.attempts,
    provider: input.provider ?? "builtin",
    variants: (row.variants as AiVariant[]) ?? [],
    ...(row.qrCodeId && code?.shortCode
      ? {
          qrcode: {
            id: row.qrCodeId,
            shortLink: shortLinkFor(code.shortCode),
            imageUrl: imageUrlFor(row.qrCodeId),
            ...variantInUse(row.id, code.styles),
          },
        }
      : {}),
    ...(row.error ? { error: row.error } : {}),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
