import {
  ChartIcon,
  CodeIcon,
  CreditIcon,
  GlobeIcon,
  HomeIcon,
  KeyIcon,
  ListIcon,
  QrIcon,
  SparkleIcon,
  TemplateIcon,
  UploadIcon,
  UserIcon,
  UsersIcon,
  WebhookIcon,
} from "@/components/ui/icons";
import { roleAtLeast, type WorkspaceRole } from "@/lib/workspaces/workspace-roles";

type NavItem = {
  href: string;
  label: string;
  icon: (props: { className?: string }) => React.ReactNode;
  /** The weakest workspace role whose pages list it; every member's when left out. */
  role?: WorkspaceRole;
};

export const NAV_ITEMS: readonly NavItem[] = [
  { href: "/dashboard", label: "Overview", icon: HomeIcon },
  { href: "/dashboard/codes", label: "Codes", icon: QrIcon },
  { href: "/dashboard/stats", label: "Statistics", icon: ChartIcon },
  { href: "/dashboard/ai", label: "AI art", icon: SparkleIcon },
  { href: "/dashboard/templates", label: "Templates", icon: TemplateIcon },
  { href: "/dashboard/imports", label: "Import", icon: UploadIcon },
  { href: "/dashboard/keys", label: "API keys", icon: KeyIcon, role: "ADMIN" },
  { href: "/dashboard/webhooks", label: "Webhooks", icon: WebhookIcon, role: "ADMIN" },
  { href: "/dashboard/domains", label: "Domains", icon: GlobeIcon },
  { href: "/dashboard/credits", label: "Credits", icon: CreditIcon },
  { href: "/dashboard/members", label: "Members", icon: UsersIcon },
  { href: "/dashboard/audit", label: "Audit log", icon: ListIcon, role: "ADMIN" },
  { href: "/dashboard/api", label: "API reference", icon: CodeIcon },
  { href: "/dashboard/settings", label: "Settings", icon: UserIcon },
];

/** The pages a member with `role` has in their menu. */
export const navItemsFor = (role: WorkspaceRole) =>
  NAV_ITEMS.filter((item) => !item.role || roleAtLeast(role, item.role));

export function isActive(pathname: string, href: string): boolean {
  return href === "/dashboard" ? pathname === href : pathname === href || pathname.startsWith(`${href}/`);
}
