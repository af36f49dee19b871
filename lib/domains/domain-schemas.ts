import { z } from "zod";
import { EXAMPLES, exampleString, timestampString } from "../validation/examples";
import { httpUrl } from "../validation/http-url";
import { recordId, storedRecordId } from "../validation/record-id";
import { MAX_HOSTNAME_LENGTH, toAsciiHostname } from "./hostname-syntax";

export const DOMAIN_STATUSES = ["PENDING", "VERIFIED", "FAILING"] as const;
export const CHECK_ERRORS = ["RECORD_MISSING", "VALUE_DIFFERS", "LOOKUP_FAILED"] as const;
/** A workspace's domains, at most. */
export const MAX_DOMAINS_PER_WORKSPACE = 50;
const HOSTNAME_EXAMPLE = "go.brand.com";
const HOSTNAME_PATTERN = "^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+[A-Za-z]{2,63}$";

/** Lower-case ASCII (punycode) once parsed: "Bücher.example" becomes "xn--bcher-kva.example". */
export const Hostname = z
  .string()
  .max(MAX_HOSTNAME_LENGTH + 1, `must be at most ${MAX_HOSTNAME_LENGTH} characters`)
  // The document gives the ASCII form (labels of letters, digits and inner hyphens, a letter TLD);
  // the server also takes Unicode names and a trailing dot.
  .meta({ examples: [HOSTNAME_EXAMPLE], pattern: HOSTNAME_PATTERN, maxLength: MAX_HOSTNAME_LENGTH })
  .transform((value, context) => {
    const result = toAsciiHostname(value);
    if ("hostname" in result) return result.hostname;
    context.addIssue({ code: "custom", message: result.problem });
    return z.NEVER;
  })
  .meta({ examples: [HOSTNAME_EXAMPLE] })
  .describe("a domain name you control, such as go.brand.com (Unicode names are taken too, stored as punycode)");

/** Where a branded domain's root or unknown slugs go: an https URL, or null for our own page. */
const RedirectUrl = httpUrl(2048)
  .refine((value) => value.toLowerCase().startsWith("https://"), "must be an https URL")
  .meta({ pattern: "^[Hh][Tt][Tt][Pp][Ss]://[^\\s/?#]+[^\\s]*$" })
  .transform((value) => new URL(value).href)
  .nullable();

export const CreateDomainBody = z.strictObject({ hostname: Hostname }).meta({ id: "CreateDomain" });
export type CreateDomainInput = z.output<typeof CreateDomainBody>;

export const UpdateDomainBody = z
  .strictObject({
    isDefault: z
      .boolean()
      .optional()
      .describe(
        "true: new codes that name no domain go on this one (it must be VERIFIED); the workspace has one at most",
      ),
    redirects: z
      .strictObject({
        root: RedirectUrl.optional().describe("where https://<hostname>/ goes (null: a small page)"),
        notFound: RedirectUrl.optional().describe("where an unknown slug goes (null: the 404 page)"),
      })
      .optional(),
  })
  .refine((body) => body.isDefault !== undefined || body.redirects !== undefined, "give isDefault or redirects")
  .meta({ id: "UpdateDomain", minProperties: 1 });
export type UpdateDomainInput = z.output<typeof UpdateDomainBody>;

export const DomainIdParams = z.object({ id: recordId("domain") });
export const DeleteDomainQuery = z.object({
  force: z
    .enum(["true", "false"], { error: "must be true or false" })
    .optional()
    .transform((value) => value === "true")
    .describe("true: expire the live codes on the domain and delete it anyway"),
});
export const TlsAllowedQuery = z.object({
  domain: z
    .string()
    .min(1, "is required")
    .max(300, "must be at most 300 characters")
    .meta({ examples: [HOSTNAME_EXAMPLE] }),
});

const url = exampleString(EXAMPLES.url).nullable();

export const DomainSchema = z
  .object({
    id: storedRecordId(),
    hostname: exampleString(HOSTNAME_EXAMPLE).describe("as people read it (Unicode for IDNA names)"),
    asciiHostname: exampleString(HOSTNAME_EXAMPLE).describe("as DNS and the Host header carry it (punycode)"),
    status: z
      .enum(DOMAIN_STATUSES)
      .describe(
        "PENDING until the TXT record is found; FAILING when it has been missing for 3 days (links still work)",
      ),
    verification: z.object({
      type: z.literal("TXT"),
      name: exampleString(`_codebeam.${HOSTNAME_EXAMPLE}`),
      value: exampleString("codebeam-verify=3f9a1c2e7b4d4e8f9a0b1c2d3e4f5a6b"),
    }),
    verifiedAt: timestampString().nullable(),
    lastCheck: z
      .object({
        checkedAt: timestampString(),
        error: z.enum(CHECK_ERRORS).nullable().describe("null: the record was found"),
        message: exampleString("No TXT record at _codebeam.go.brand.com yet.").nullable(),
      })
      .nullable()
      .describe("the last lookup of the TXT record; null before the first"),
    isDefault: z.boolean(),
    redirects: z.object({ root: url, notFound: url }),
    codeCount: z.number().int().describe("codes whose links are on this domain (not deleted)"),
    createdAt: timestampString(),
  })
  .meta({ id: "Domain" });
export type DomainView = z.input<typeof DomainSchema>;

export const DomainListSchema = z.object({ data: z.array(DomainSchema) }).meta({ id: "DomainList" });
export const DeletedDomainSchema = z
  .object({ id: storedRecordId(), deleted: z.literal(true), expiredCodes: z.number().int() })
  .meta({ id: "DeletedDomain" });
export const TlsAllowedSchema = z
  .object({ allowed: z.literal(true), hostname: exampleString(HOSTNAME_EXAMPLE) })
  .meta({ id: "TlsAllowed" });
