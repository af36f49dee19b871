import { z } from "zod";
import { EXAMPLES } from "../validation/examples";
import { LOGO_SIZE_LIMITS } from "../render/decode-logo-limits";
import { LogoUrl, MAX_LOGO_URL_LENGTH } from "../render/style-schema";
import { imageDataUrl } from "../validation/image-data-url";

/** How a code names an uploaded logo in its `logo` field: `logo:` and the upload's id. */
export const LOGO_REF_PREFIX = "logo:";
/** Uploads kept per account (each a PNG of at most 1024 px): storage stays bounded. */
export const MAX_LOGOS_PER_ACCOUNT = 100;
export const LogoRef = z
  .string()
  .regex(/^logo:[A-Za-z0-9_-]{22}$/, "must be an http(s) URL or logo:<id> from POST /api/v1/logos")
  .describe("an uploaded logo: `logo:<id>` as POST /api/v1/logos answered");
export const isLogoRef = (value: string) => value.startsWith(LOGO_REF_PREFIX);

export const UploadLogoBody = z
  .strictObject({
    image: imageDataUrl.describe(
      "the logo as data:image/(png|jpeg|webp|gif);base64 (scale it to at most 1024 px first; the body limit applies)",
    ),
  })
  .meta({ id: "UploadLogo" });
export type UploadLogoInput = z.output<typeof UploadLogoBody>;

export const UploadedLogoSchema = z
  .object({
    id: z.string().meta({ examples: [EXAMPLES.logoId] }),
    logo: z
      .string()
      .meta({ examples: [`${LOGO_REF_PREFIX}${EXAMPLES.logoId}`] })
      .describe("what to pass as `logo` on generate, create or update"),
    width: z.number().int().describe("pixels, after fitting inside 1024 px"),
    height: z.number().int(),
  })
  .meta({ id: "UploadedLogo" });

/** A code's `logo`: an http(s) URL fetched through the outbound guard, or `logo:<id>` of an upload. */
export const LogoSource = z
  .string()
  .trim()
  .max(MAX_LOGO_URL_LENGTH, `must be at most ${MAX_LOGO_URL_LENGTH} characters`)
  .superRefine((value, context) => {
    const checked = (isLogoRef(value) ? LogoRef : LogoUrl).safeParse(value);
    for (const issue of checked.error?.issues ?? []) context.addIssue({ code: "custom", message: issue.message });
  })
  .meta({
    format: "uri",
    description: `http(s) URL of a logo image, or \`logo:<id>\` of a logo uploaded with POST /api/v1/logos; the image may be ${LOGO_SIZE_LIMITS}`,
  });
