import type { Metadata } from "next";
import { requireWorkspace } from "@/components/auth/session-workspace";
import { DomainsManager } from "@/components/domains/domains-manager";
import { PageHeader } from "@/components/ui/page-header";
import { listDomains } from "@/lib/domains/list-domains";
import { MAX_DOMAINS_PER_WORKSPACE } from "@/lib/domains/domain-schemas";

export const metadata: Metadata = { title: "Domains" };

/** Every member reads the domains (editors choose a code's domain); admins and owners change them. */
export default async function DomainsPage() {
  const { workspace } = await requireWorkspace();
  const { data } = await listDomains(workspace.id);
  return (
    <>
      <PageHeader
        title="Domains"
        description="Branded short-link domains: your codes' links on your own hostname, such as go.brand.com/menu."
      />
      <DomainsManager initial={data} limit={MAX_DOMAINS_PER_WORKSPACE} />
    </>
  );
}
