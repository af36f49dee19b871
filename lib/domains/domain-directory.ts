import type { Listener, Unlisten } from "../db/listen";
import type { SqlPool } from "../db/sql-runner";

export const DOMAIN_CHANNEL = "codebeam_domain";
/** A backstop only: every change notifies (migration 20261128090000). */
const REFRESH_MS = 60_000;
/** While the listener is down, changes are only seen by polling. */
const UNLISTENED_REFRESH_MS = 5_000;

/** A domain that serves links (VERIFIED or FAILING), as routing needs it. */
export interface ServedDomain {
  id: string;
  accountId: string;
  hostname: string;
  root: string | null;
  notFound: string | null;
}

export interface DomainDirectory {
  /** The served domain of a lower-case ASCII hostname: a map read, no I/O. */
  lookup(hostname: string): ServedDomain | undefined;
  /** Reads every served domain again (after a change this process made, say). */
  reload(): Promise<void>;
  stop(): Promise<void>;
}

const SERVED = `SELECT "id", "accountId", "hostname", "rootRedirect" AS "root", "notFoundRedirect" AS "notFound"
  FROM "Domain" WHERE "status" IN ('VERIFIED', 'FAILING')`;

/**
 * Every served domain in memory, so routing a request by its Host costs no query: a workspace has
 * a few domains, an install at most thousands. Reloaded whole when the database says any domain
 * changed (LISTEN), and every minute as a backstop; resolves once the first load is in.
 */
export async function createDomainDirectory(
  sql: SqlPool,
  listen?: (channel: string, listener: Listener) => Promise<Unlisten>,
): Promise<DomainDirectory> {
  let domains = new Map<string, ServedDomain>();
  let loading: Promise<void> | null = null;
  let again = false;
  let listening = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  // Polls would only find the pool ended once the database closed (a test's, say, before its process ends).
  const halt = () => {
    stopped = true;
    clearTimeout(timer);
  };

  const load = async () => {
    const rows = await sql.query<ServedDomain>(SERVED, [], "codebeam_served_domains");
    domains = new Map(rows.map((row) => [row.hostname, row]));
  };
  // Loads never overlap; a change that arrives during one starts one more after it.
  const reload = (): Promise<void> => {
    if (stopped) return Promise.resolve(); // the database may be closing
    if (loading) {
      again = true;
      return loading;
    }
    loading = load()
      .catch((error: Error) => console.error("[domains] reload failed:", error.message))
      .finally(() => {
        loading = null;
        if (again) {
          again = false;
          void reload();
        }
      });
    return loading;
  };

  await load();
  const unlisten = await listen?.(DOMAIN_CHANNEL, {
    onNotify: () => void reload(),
    onListening(now) {
      listening = now;
      if (now) void reload();
    },
    onClosed: halt,
  }).catch((error: Error) => {
    console.error("[domains] cannot listen for changes, polling:", error.message);
    return undefined;
  });
  const tick = () => {
    if (stopped) return;
    timer = setTimeout(() => void reload().finally(tick), listening ? REFRESH_MS : UNLISTENED_REFRESH_MS);
    timer.unref();
  };
  tick();

  return {
    lookup: (hostname) => domains.get(hostname),
    reload,
    async stop() {
      halt();
      await unlisten?.();
    },
  };
}
