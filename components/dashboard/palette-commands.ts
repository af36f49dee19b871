import { roleAtLeast, type WorkspaceRole } from "@/lib/workspaces/workspace-roles";
import { navItemsFor } from "./nav-items";

export interface PaletteCommand {
  id: string;
  label: string;
  group: "Actions" | "Pages" | "Codes";
  /** A page to go to, or a link to copy. */
  href?: string;
  copy?: string;
}

export interface FoundCode {
  id: string;
  name: string | null;
  shortLink?: string;
}

const matches = (label: string, typed: string) => label.toLowerCase().includes(typed.trim().toLowerCase());

/**
 * What the palette offers for the text typed: actions and pages whose names match, then codes
 * found; a VIEWER is offered no action that creates.
 */
export function paletteCommands(typed: string, found: FoundCode[], role: WorkspaceRole = "OWNER"): PaletteCommand[] {
  const actions: PaletteCommand[] = [
    { id: "create", label: "Create a code", group: "Actions", href: "/dashboard/codes/new" },
    { id: "batch", label: "Create codes from a CSV", group: "Actions", href: "/dashboard/codes/batch" },
  ];
  const fixed: PaletteCommand[] = [
    ...(roleAtLeast(role, "EDITOR") ? actions : []),
    ...navItemsFor(role).map(({ href, label }) => ({
      id: `page:${href}`,
      label: `Go to ${label}`,
      group: "Pages" as const,
      href,
    })),
  ];
  const codes = found.flatMap((code): PaletteCommand[] => {
    const name = code.name?.trim() || "Untitled code";
    return [
      { id: `open:${code.id}`, label: `Open ${name}`, group: "Codes", href: `/dashboard/codes/${code.id}` },
      ...(code.shortLink
        ? [{ id: `copy:${code.id}`, label: `Copy link of ${name}`, group: "Codes" as const, copy: code.shortLink }]
        : []),
    ];
  });
  return [...fixed.filter((command) => matches(command.label, typed)), ...codes];
}
