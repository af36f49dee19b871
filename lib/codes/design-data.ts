import { invalid } from "../errors/api-error";
import { fetchDesignLogo } from "../generate/resolve-design";
import { renderQr } from "../render/render-image";
import { MIN_SIZE } from "../render/render-options";
import { resolveStyle } from "../render/resolve-style";
import type { QrStyle } from "../render/style-schema";
import { matchTemplate } from "../templates/match-template";
import type { UpdateQrCodeInput } from "./code-schemas";
import { type SavedCodeImageSource, savedCodeText } from "./render-saved-code";

/** The fields of an update that change how a code looks, not what it encodes or where it leads. */
export const DESIGN_FIELDS = ["templateId", "styles", "logo", "errorCorrectionLevel"] as const;

export type DesignedCode = Pick<
  SavedCodeImageSource,
  "mode" | "content" | "shortCode" | "slug" | "domain" | "styles" | "logoUrl" | "errorCorrectionLevel"
>;

/**
 * The columns of a new design: `templateId` starts over from that template, else `styles` patch the
 * code's current style; `logo` replaces the logo (null removes it). Checked as far as a drawn image
 * of what the code encodes, so a change that would not scan or read is a 400 and nothing changes.
 * The short link, and so every printed copy and its statistics, stay.
 */
export async function designData(accountId: string, code: DesignedCode, input: UpdateQrCodeInput) {
  if (!DESIGN_FIELDS.some((field) => input[field] !== undefined)) return {};
  if (code.mode === "AI") {
    const field = DESIGN_FIELDS.find((name) => input[name] !== undefined) ?? "styles";
    throw invalid(
      field,
      "cannot change on an AI code, whose image is its art; make a new image with POST /api/v1/qrcodes/{id}/regenerate",
    );
  }
  const template = input.templateId ? matchTemplate({ content: code.content, templateId: input.templateId }) : null;
  const styles = resolveStyle(template ? template.template.style : (code.styles as QrStyle), input.styles);
  // A new template brings its own logo (or none) unless a logo is given; otherwise the code's stays.
  const logoRequest = input.logo !== undefined ? input.logo : template ? undefined : code.logoUrl;
  // The code's own logo stays whoever uploaded it; a newly chosen upload must be this account's.
  const { logoUrl, logo } = await fetchDesignLogo(styles, logoRequest, accountId);
  const errorCorrectionLevel =
    input.errorCorrectionLevel ?? (code.errorCorrectionLevel as NonNullable<UpdateQrCodeInput["errorCorrectionLevel"]>);
  await renderQr(
    { content: savedCodeText(code), format: "svg", size: MIN_SIZE, errorCorrectionLevel, styles },
    {},
    logo,
  );
  return {
    styles,
    logoUrl: logoUrl ?? null,
    errorCorrectionLevel,
    ...(template ? { templateUsed: template.templateUsed, matchedKeywords: [] } : {}),
  };
}
