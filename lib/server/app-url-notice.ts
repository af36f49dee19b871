import os from "node:os";
import { listeningUrl, WILDCARD_HOSTS } from "../config/listening-url";

const bare = (host: string) => host.replace(/^\[|\]$/g, "");
const isLoopback = (host: string) =>
  host === "localhost" || host.endsWith(".localhost") || /^127\./.test(host) || host === "::1";

/** Names and addresses this machine answers to on its own interfaces. */
function ownNames(): Set<string> {
  const addresses = Object.values(os.networkInterfaces()).flatMap((entries) =>
    (entries ?? []).map((entry) => entry.address),
  );
  return new Set([os.hostname(), ...addresses]);
}

/** Whether a browser sent to `url` reaches this process directly (no proxy in between). */
function reachesListener(url: URL, host: string, port: number): boolean {
  if (url.protocol !== "http:") return false; // server.ts speaks plain HTTP: https is a proxy's
  if (Number(url.port || 80) !== port) return false;
  const name = bare(url.hostname);
  if (WILDCARD_HOSTS.has(host)) return isLoopback(name) || ownNames().has(name);
  return name === bare(host) || (isLoopback(bare(host)) && isLoopback(name));
}

/**
 * What server.ts says at start when APP_URL is not where it listens (null when it is): links,
 * codes and sign-in redirects are built from APP_URL, so an APP_URL left at another port (or host)
 * makes every new code point where nothing answers, unless a proxy forwards it here.
 */
export function appUrlNotice(appUrl: string, host: string, port: number): string | null {
  if (reachesListener(new URL(appUrl), host, port)) return null;
  const local = listeningUrl(host, port);
  return [
    `APP_URL is ${appUrl}, which is not where this server listens: short links, QR codes and sign-in redirects point there.`,
    `If a proxy forwards ${appUrl} to this server, use that address. If not, use ${local}, and unset APP_URL (it then follows PORT and HOST) or set APP_URL=${local}.`,
  ].join("\n");
}
