import { humanize } from "@/components/ui/format";

/** What each ledger reason means, in the words the dashboard uses elsewhere. */
const REASONS: Record<string, string> = {
  starting_grant: "Starting credits",
  grant: "Credits added",
  "qrcode.create": "Dynamic code created",
  "qrcode.clone": "Code cloned",
  "qrcode.batch": "Code created in a batch",
  "qrcode.import": "Codes imported",
  "qrcode.ai": "AI code created",
  "qrcode.regenerate": "AI code regenerated",
};

export const ledgerReason = (reason: string) => REASONS[reason] ?? humanize(reason.replace(/\./g, " "));
