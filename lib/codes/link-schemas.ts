import { z } from "zod";
import { Hostname } from "../domains/domain-schemas";
import { exampleString } from "../validation/examples";

export const SLUG_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

export const Slug = z
  .string()
  .regex(SLUG_PATTERN, "must be 1 to 64 letters, digits, '-' or '_', starting with a letter or digit")
  .meta({ examples: ["menu"] });

const DomainField = Hostname.describe(
  "a VERIFIED (or FAILING) branded domain of the workspace (GET /api/v1/domains); null: the install's short-link base; omitted: the workspace's default domain, else the install's short-link base",
);

/** Where a new dynamic code's link lives: `https://<domain>/<slug>` on a branded domain. */
export const LinkFields = {
  domain: DomainField.nullable().optional(),
  slug: Slug.optional().describe(
    "the link's path on its branded domain, case-sensitive (default: the code's short code); 409 SLUG_TAKEN when the domain has it",
  ),
};

/** A code's link moved: the old branded link keeps redirecting for DOMAIN_MOVE_GRACE_DAYS. */
export const UpdateLinkFields = {
  domain: DomainField.nullable()
    .optional()
    .describe("move the link to this branded domain; null: back to the install's short-link base"),
  slug: Slug.optional().describe("a new path on the code's branded domain"),
};

/** What an answer says of a code's branded link. */
export const LinkView = {
  domain: exampleString("go.brand.com")
    .nullable()
    .describe("the branded domain of the link (Unicode); null: the install's short-link base"),
  slug: exampleString("menu").nullable().describe("the link's path on its branded domain"),
};
