import type { Metadata } from "next";
import { requireWorkspace } from "@/components/auth/session-workspace";
import { ImportsManager } from "@/components/imports/imports-manager";
import { PageHeader } from "@/components/ui/page-header";
import { getConfig } from "@/lib/config/env";
import { getCreditBalance } from "@/lib/credits/get-credit-balance";
import { listImports } from "@/lib/imports/list-imports";

export const metadata: Metadata = { title: "Import" };

/** Every member reads the workspace's imports; editors and up start them (as they create codes). */
export default async function ImportsPage() {
  const { workspace } = await requireWorkspace();
  const [{ data }, credits] = await Promise.all([listImports(workspace.id), getCreditBalance(workspace.id)]);
  return (
    <>
      <PageHeader
        title="Import"
        description="Bring the links you already have from a CSV file, Bitly, Shlink or Dub: check them first, then import them as codes."
      />
      <ImportsManager initial={data} credits={credits} maxBytes={getConfig().IMPORT_MAX_BYTES} />
    </>
  );
}
