/** HOST values that mean "every interface" (server.ts passes HOST to listen()). */
export const WILDCARD_HOSTS = new Set(["0.0.0.0", "::", "[::]"]);

/** A host as a URL writes it: an IPv6 address in brackets. */
const urlHost = (host: string) => (host.includes(":") && !host.startsWith("[") ? `[${host}]` : host);

/**
 * Where a server listening on HOST:PORT is reached from its own machine: http://localhost:PORT
 * when it listens on every interface, else http://HOST:PORT. It is the default APP_URL, so that
 * with only PORT changed links, codes and sign-in redirects still point at this server.
 */
export function listeningUrl(host: string, port: number): string {
  return `http://${WILDCARD_HOSTS.has(host) ? "localhost" : urlHost(host)}:${port}`;
}
