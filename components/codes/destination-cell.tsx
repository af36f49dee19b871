import { shortDestination } from "./short-destination";

/** Where a code sends scans now: the domain in full, the path shortened, the whole URL on hover. */
export function DestinationCell({ url, mode }: { url: string; mode: string }) {
  const short = mode === "STATIC" ? null : shortDestination(url);
  if (!short) return <span className="text-zinc-500">{mode === "STATIC" ? "Encoded directly" : "—"}</span>;
  return (
    <span className="block truncate text-zinc-700" title={url}>
      <span className="font-medium text-zinc-900">{short.domain}</span>
      <span className="text-zinc-500">{short.rest}</span>
    </span>
  );
}
