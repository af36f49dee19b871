import type { WorkspaceRole } from "@/lib/workspaces/workspace-roles";
import { roleLabel } from "@/components/workspaces/role-label";

// Height and width come from the caller: a full-width field in the invite form, a compact one in a row.
const selectClass =
  "block rounded-lg border border-zinc-300 bg-white px-3 text-sm text-zinc-900 shadow-sm focus:outline-2 focus:outline-offset-0 focus:outline-brand-500 disabled:cursor-not-allowed disabled:opacity-60";

type Props = Omit<React.ComponentProps<"select">, "children"> & { roles: readonly WorkspaceRole[] };

/** A select of workspace roles, worded as the dashboard words them. */
export function RoleSelect({ roles, className = "", ...props }: Props) {
  return (
    <select className={`${selectClass} ${className}`} {...props}>
      {roles.map((role) => (
        <option key={role} value={role}>
          {roleLabel(role)}
        </option>
      ))}
    </select>
  );
}
