import { fetchGuarded } from "../net/fetch-guarded";

export interface ProbeResult {
  up: boolean;
  /** The HTTP status that decided it (after redirects), or null when no answer came. */
  status: number | null;
  /** Why it is down, in a few words. */
  error: string | null;
}

const PROBE_TIMEOUT_MS = 8000;
const HEADERS = {
  "user-agent": "CodebeamHealthCheck/1 (+https://github.com/codebeam; destination check)",
  accept: "*/*",
};

/** Up: it answers below 400, or asks for login / throttles (401, 403, 429: the page exists). */
const isUp = (status: number) => status < 400 || status === 401 || status === 403 || status === 429;

/**
 * Checks one destination through the outbound guard: HEAD first (cheap); when HEAD is refused or not
 * supported (405, 501, or any error answer some servers give HEAD only), a GET whose body is cut off
 * after 64 KB. Private addresses are refused like every user URL (unless ALLOW_PRIVATE_TARGETS).
 */
export async function probeDestination(url: string): Promise<ProbeResult> {
  let headStatus: number | null = null;
  try {
    const head = await fetchGuarded(url, {
      method: "HEAD",
      headers: HEADERS,
      timeoutMs: PROBE_TIMEOUT_MS,
      maxBytes: 0,
      truncate: true,
    });
    if (isUp(head.status)) return { up: true, status: head.status, error: null };
    headStatus = head.status;
  } catch {
    // Some servers drop HEAD; GET decides.
  }
  try {
    const get = await fetchGuarded(url, {
      headers: HEADERS,
      timeoutMs: PROBE_TIMEOUT_MS,
      maxBytes: 64 * 1024,
      truncate: true,
    });
    return isUp(get.status)
      ? { up: true, status: get.status, error: null }
      : { up: false, status: get.status, error: `answered ${get.status}` };
  } catch (error) {
    return { up: false, status: headStatus, error: (error as Error).message.slice(0, 300) };
  }
}
