import type { RoutingRule } from "../codes/smart-schemas";

/** Every distinct place a code can send visitors: its target, each rule's targets, its fallback. */
export function destinationUrls(code: { targetUrl: string; rules: unknown; fallbackUrl: string | null }): string[] {
  const urls = new Set<string>([code.targetUrl]);
  for (const rule of (Array.isArray(code.rules) ? code.rules : []) as RoutingRule[]) {
    if (rule.targetUrl) urls.add(rule.targetUrl);
    for (const weighted of rule.weightedTargets ?? []) urls.add(weighted.url);
  }
  if (code.fallbackUrl) urls.add(code.fallbackUrl);
  return [...urls];
}
