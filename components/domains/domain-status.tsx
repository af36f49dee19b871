import { Badge, type BadgeTone } from "@/components/ui/badge";
import { formatDate } from "@/components/ui/format";
import type { Domain, DomainStatus } from "./domain-types";

const BADGE: Record<DomainStatus, { tone: BadgeTone; label: string }> = {
  PENDING: { tone: "warning", label: "Pending" },
  VERIFIED: { tone: "success", label: "Verified" },
  FAILING: { tone: "danger", label: "Failing" },
};

export function DomainStatusBadge({ status }: { status: DomainStatus }) {
  const { tone, label } = BADGE[status];
  return <Badge tone={tone}>{label}</Badge>;
}

/** One sentence on what the status means for the domain's links. */
export function statusExplanation(domain: Pick<Domain, "status" | "verifiedAt">): string {
  switch (domain.status) {
    case "PENDING":
      return "Set the TXT record below, then verify. Codes can use the domain once it is verified.";
    case "VERIFIED":
      return domain.verifiedAt
        ? `Verified on ${formatDate(domain.verifiedAt)}: codes can use this domain for their links.`
        : "Verified: codes can use this domain for their links.";
    case "FAILING":
      return "The TXT record has been missing for 3 days. Links on this domain still work; set the record again to keep it verified.";
  }
}
