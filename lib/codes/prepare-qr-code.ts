import { invalid } from "../errors/api-error";
import { DEFAULT_IMAGE_SIZE } from "../generate/generate-qr-image";
import { type Design, fetchDesignLogo, resolveDesign } from "../generate/resolve-design";
import { renderQr } from "../render/render-image";
import { MIN_SIZE } from "../render/render-options";
import type { CreateQrCodeInput } from "./code-schemas";
import { SHORT_CODE_LENGTH } from "./generate-short-code";
import { db } from "../db/client";
import { type ChosenLink, chooseNewCodeLink } from "./choose-code-link";
import { brandedLink } from "./code-link";
import { shortLinkFor } from "./short-link-base";
import { passwordData } from "./password-data";
import { smartData } from "./smart-columns";

/** Everything a new code's row holds but its account, short code and clone origin. */
export interface PreparedQrCode {
  name: string | null;
  tags: string[];
  mode: "DYNAMIC" | "STATIC";
  content: string;
  targetUrl: string;
  templateUsed: string;
  matchedKeywords: string[];
  styles: Design["styles"];
  logoUrl: string | null;
  errorCorrectionLevel: string;
  size: number;
  /** Schedule, scan limit, fallback, rules and UTM (dynamic codes; Prisma data). */
  smart: ReturnType<typeof smartData> & { passwordHash?: string | null };
  /** A branded domain (and slug) for the link; null: the install's short-link base. */
  link: ChosenLink | null;
}

/**
 * Checks a create request all the way to a drawable image before anything is charged: template,
 * styles, logo (fetched now, so a dead URL is a 400 on `logo`), size cap, and a small render of
 * what the code will encode (for a dynamic code, a short link of the final length). `imageCap` is
 * the caller's largest image (lib/generate/caller-image-cap); uploaded logos must be `accountId`'s.
 * `design` carries a clone's template and styles instead of matching them again.
 */
export async function prepareQrCode(
  input: CreateQrCodeInput,
  caller: { accountId: string; imageCap: number },
  design?: Design,
): Promise<PreparedQrCode> {
  const { imageCap } = caller;
  const { templateUsed, matchedKeywords, styles } = design ?? resolveDesign(input);
  const { logoUrl, logo } = await fetchDesignLogo(styles, input.logo, caller.accountId);
  const size = input.size ?? DEFAULT_IMAGE_SIZE;
  if (size > imageCap) throw invalid("size", `must be at most ${imageCap} px for this caller`);
  const mode = input.mode === "STATIC" ? "STATIC" : "DYNAMIC";
  const link = await chooseNewCodeLink(await db(), caller.accountId, input);
  const placeholder = "0".repeat(SHORT_CODE_LENGTH);
  const encoded =
    mode === "STATIC"
      ? input.content
      : link
        ? brandedLink(link.hostname, link.slug ?? placeholder)
        : shortLinkFor(placeholder);
  await renderQr(
    { content: encoded, format: "svg", size: MIN_SIZE, errorCorrectionLevel: input.errorCorrectionLevel, styles },
    {},
    logo,
  );
  return {
    name: input.name || null,
    tags: input.tags ?? [],
    mode,
    content: input.content,
    targetUrl: mode === "DYNAMIC" ? new URL(input.content).href : input.content,
    templateUsed,
    matchedKeywords,
    styles,
    logoUrl: logoUrl ?? null,
    errorCorrectionLevel: input.errorCorrectionLevel,
    size,
    smart: { ...smartData(input), ...(await passwordData(input.password)) },
    link,
  };
}
