import type { Metadata } from "next";
import Link from "next/link";
import { requireWorkspace } from "@/components/auth/session-workspace";
import { BatchCreator } from "@/components/codes/batch-creator";
import { PageHeader } from "@/components/ui/page-header";
import { RoleRequired } from "@/components/workspaces/role-required";
import { roleAtLeast } from "@/lib/workspaces/workspace-roles";
import { getCreditBalance } from "@/lib/credits/get-credit-balance";
import { getTemplateCatalog } from "@/lib/templates/catalog";

export const metadata: Metadata = { title: "Batch create" };

export default async function BatchPage() {
  const { workspace } = await requireWorkspace();
  if (!roleAtLeast(workspace.role, "EDITOR")) {
    return (
      <>
        <PageHeader title="Create codes from a CSV" />
        <RoleRequired needed="EDITOR" role={workspace.role} what="create codes" />
      </>
    );
  }
  const credits = await getCreditBalance(workspace.id);
  return (
    <>
      <nav aria-label="Breadcrumb" className="mb-2 text-sm text-zinc-500">
        <Link href="/dashboard/codes" className="hover:text-zinc-800">
          Codes
        </Link>{" "}
        <span aria-hidden="true">/</span> Batch
      </nav>
      <PageHeader
        title="Create codes from a CSV"
        description="Paste or upload up to 20 rows. Dynamic codes cost credits each, static codes count against the monthly quota; a row that fails does not stop the others."
      />
      <BatchCreator
        credits={credits}
        templateIds={getTemplateCatalog().categories.flatMap((category) =>
          category.templates.map((template) => template.id),
        )}
      />
    </>
  );
}
