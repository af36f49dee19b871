// The /api/v1/domains answers as the browser receives them, inferred from the server's schemas
// (type-only imports: nothing of zod reaches the bundle).
import type { z } from "zod";
import type { DomainSchema } from "@/lib/domains/domain-schemas";

export type Domain = z.output<typeof DomainSchema>;
export type DomainStatus = Domain["status"];

/** The domains a code's link may go on: verified ones, and failing ones (their links still work). */
export const usableDomains = <D extends Pick<Domain, "status">>(domains: readonly D[]): D[] =>
  domains.filter((domain) => domain.status !== "PENDING");

/** "1 code", "3 codes". */
export const codesCount = (count: number) => `${count} ${count === 1 ? "code" : "codes"}`;
