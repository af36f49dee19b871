import { Badge, type BadgeTone } from "@/components/ui/badge";
import type { QrMode, QrStatus } from "./code-types";

const STATUS: Record<QrStatus, { tone: BadgeTone; label: string }> = {
  READY: { tone: "success", label: "Ready" },
  EXPIRED: { tone: "warning", label: "Expired" },
  DELETED: { tone: "danger", label: "Deleted" },
};
const MODE: Record<QrMode, { tone: BadgeTone; label: string }> = {
  DYNAMIC: { tone: "brand", label: "Dynamic" },
  STATIC: { tone: "neutral", label: "Static" },
  AI: { tone: "brand", label: "AI" },
};

export function StatusBadge({ status }: { status: QrStatus }) {
  const { tone, label } = STATUS[status];
  return <Badge tone={tone}>{label}</Badge>;
}

export function ModeBadge({ mode }: { mode: QrMode }) {
  const { tone, label } = MODE[mode];
  return <Badge tone={tone}>{label}</Badge>;
}
