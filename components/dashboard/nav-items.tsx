import {
  ChartIcon,
  CodeIcon,
  CreditIcon,
  HomeIcon,
  KeyIcon,
  QrIcon,
  SparkleIcon,
  TemplateIcon,
  UserIcon,
  WebhookIcon,
} from "@/components/ui/icons";

export const NAV_ITEMS = [
  { href: "/dashboard", label: "Overview", icon: HomeIcon },
  { href: "/dashboard/codes", label: "Codes", icon: QrIcon },
  { href: "/dashboard/stats", label: "Statistics", icon: ChartIcon },
  { href: "/dashboard/ai", label: "AI art", icon: SparkleIcon },
  { href: "/dashboard/templates", label: "Templates", icon: TemplateIcon },
  { href: "/dashboard/keys", label: "API keys", icon: KeyIcon },
  { href: "/dashboard/webhooks", label: "Webhooks", icon: WebhookIcon },
  { href: "/dashboard/credits", label: "Credits", icon: CreditIcon },
  { href: "/dashboard/api", label: "API reference", icon: CodeIcon },
  { href: "/dashboard/settings", label: "Settings", icon: UserIcon },
] as const;

export function isActive(pathname: string, href: string): boolean {
  return href === "/dashboard" ? pathname === href : pathname === href || pathname.startsWith(`${href}/`);
}
