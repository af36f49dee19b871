import { invalid } from "../errors/api-error";
import { loadUploadedLogo } from "../logos/load-uploaded-logo";
import { isLogoRef } from "../logos/logo-schemas";
import { fetchLogo } from "../net/fetch-logo";
import type { LogoImage } from "../render/decode-logo";
import { resolveStyle } from "../render/resolve-style";
import type { QrStyle, QrStyleOverrides } from "../render/style-schema";
import { matchTemplate } from "../templates/match-template";

/** What a code looks like: its template, the keywords that chose it, and the resolved style. */
export interface Design {
  templateUsed: string;
  matchedKeywords: string[];
  styles: QrStyle;
}

/** The template of `content` (by id, keywords or the content itself) with the caller's overrides applied. */
export function resolveDesign(input: {
  content: string;
  templateId?: string | null;
  keywords?: string[] | null;
  styles?: QrStyleOverrides | null;
}): Design {
  const match = matchTemplate({ content: input.content, templateId: input.templateId, keywords: input.keywords });
  return {
    templateUsed: match.templateUsed,
    matchedKeywords: match.matchedKeywords,
    styles: resolveStyle(match.template.style, input.styles),
  };
}

/**
 * The logo of a design: `logo` (a request field) wins over the style's `logo.url`. A URL is fetched
 * through the outbound guard and decoded once per URL; `logo:<id>` is an upload of `accountId`'s
 * (no account, as for anonymous callers: refused). A failure is a 400 on whichever field named it.
 */
export async function fetchDesignLogo(
  styles: QrStyle,
  logo: string | null | undefined,
  accountId: string | null,
): Promise<{ logoUrl?: string; logo?: LogoImage }> {
  const logoUrl = logo ?? styles.logo?.url;
  if (!logoUrl) return {};
  const field = logo ? "logo" : "styles.logo.url";
  if (isLogoRef(logoUrl)) {
    if (!accountId) throw invalid(field, "is an uploaded logo, which needs a signed-in caller or an API key");
    return { logoUrl, logo: await loadUploadedLogo(logoUrl, accountId, field) };
  }
  return { logoUrl, logo: await fetchLogo(logoUrl, field) };
}
