import { invalid } from "../errors/api-error";
import { OutboundRequestError } from "../net/outbound-error";
import { resolveTarget } from "../net/resolve-target";

/**
 * Refuses a receiver whose host resolves to a private, loopback, link-local or metadata address
 * (or does not resolve). The dispatcher checks again on every attempt, since DNS can change.
 */
export async function checkReceiverUrl(url: string, field = "url"): Promise<void> {
  try {
    await resolveTarget(new URL(url).hostname);
  } catch (error) {
    if (error instanceof OutboundRequestError) throw invalid(field, error.message);
    throw error;
  }
}
