import { resolverFromConfig, type TxtResolver } from "./dns-resolver";

export type LookupFailure = "RECORD_MISSING" | "VALUE_DIFFERS" | "LOOKUP_FAILED";

export type LookupResult = { found: true } | { found: false; reason: LookupFailure; message: string };

/** The TXT record's name and value a domain's owner sets. */
export const verificationRecordName = (hostname: string) => `_codebeam.${hostname}`;
export const verificationRecordValue = (token: string) => `codebeam-verify=${token}`;

const MAX_SHOWN = 3;
const MAX_VALUE_CHARS = 60;

const quote = (value: string) => `"${value.length > MAX_VALUE_CHARS ? `${value.slice(0, MAX_VALUE_CHARS)}…` : value}"`;

/** Why a lookup failed, for the dashboard; c-ares codes (ETIMEOUT, ESERVFAIL, …) are not shown as such. */
function failedMessage(name: string, code: string | undefined): string {
  switch (code) {
    case "ETIMEOUT":
      return `The DNS lookup of ${name} timed out; it will be tried again.`;
    case "ESERVFAIL":
      return `The DNS server could not answer for ${name} (server failure); it will be tried again.`;
    case "EREFUSED":
      return `The DNS server refused the lookup of ${name}; it will be tried again.`;
    default:
      return `The DNS lookup of ${name} failed; it will be tried again.`;
  }
}

/**
 * Looks up `_codebeam.<hostname>` (hostname already lower-case ASCII, punycode for IDNA names)
 * and says whether any TXT record there is `codebeam-verify=<token>`. Never throws.
 */
export async function lookupVerification(
  hostname: string,
  token: string,
  resolver: TxtResolver = resolverFromConfig(),
): Promise<LookupResult> {
  const name = verificationRecordName(hostname);
  const expected = verificationRecordValue(token);
  let records: string[][];
  try {
    records = await resolver.resolveTxt(name);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    // NXDOMAIN (ENOTFOUND) and a name without TXT records (ENODATA) both mean "not set yet".
    if (code === "ENOTFOUND" || code === "ENODATA") return missing(name);
    return { found: false, reason: "LOOKUP_FAILED", message: failedMessage(name, code) };
  }
  // A long TXT value is split into several strings of one record: they form one value.
  const values = records.map((strings) => strings.join("").trim());
  if (values.includes(expected)) return { found: true };
  if (values.length === 0) return missing(name);
  const shown = values.slice(0, MAX_SHOWN).map(quote).join(", ");
  const more = values.length > MAX_SHOWN ? ` and ${values.length - MAX_SHOWN} more` : "";
  const message =
    values.length === 1
      ? `The TXT record at ${name} is ${shown}, not "${expected}".`
      : `The TXT records at ${name} (${shown}${more}) do not include "${expected}".`;
  return { found: false, reason: "VALUE_DIFFERS", message };
}

function missing(name: string): LookupResult {
  return { found: false, reason: "RECORD_MISSING", message: `No TXT record at ${name} yet.` };
}
