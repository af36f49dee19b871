import type { Metadata } from "next";
import Link from "next/link";
import { requireWorkspace } from "@/components/auth/session-workspace";
import { CodeEditor } from "@/components/codes/code-editor";
import { editorTemplates } from "@/components/codes/editor-templates";
import { PageHeader } from "@/components/ui/page-header";
import { RoleRequired } from "@/components/workspaces/role-required";
import { roleAtLeast } from "@/lib/workspaces/workspace-roles";
import { usableDomains } from "@/components/domains/domain-types";
import { shortLinkBase } from "@/lib/codes/short-link-base";
import { listDomains } from "@/lib/domains/list-domains";
import { getCreditBalance } from "@/lib/credits/get-credit-balance";
import { MAX_CONTENT_LENGTH } from "@/lib/generate/generate-limits";
import { findTemplate, getTemplateCatalog } from "@/lib/templates/catalog";

export const metadata: Metadata = { title: "New code" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export default async function NewCodePage({ searchParams }: Props) {
  const { workspace } = await requireWorkspace();
  if (!roleAtLeast(workspace.role, "EDITOR")) {
    return (
      <>
        <PageHeader title="New code" />
        <RoleRequired needed="EDITOR" role={workspace.role} what="create codes" />
      </>
    );
  }
  const query = await searchParams;
  // An unknown template id is ignored (Auto), not an error: the link may be older than the catalog.
  const templateId = first(query.template);
  const initialTemplateId = templateId && findTemplate(templateId) ? templateId : null;
  const initialContent = (first(query.content) ?? "").slice(0, MAX_CONTENT_LENGTH);
  const [credits, domains] = await Promise.all([getCreditBalance(workspace.id), listDomains(workspace.id)]);
  const link = {
    domains: usableDomains(domains.data).map(({ hostname, isDefault }) => ({ hostname, isDefault })),
    base: shortLinkBase(),
  };
  const catalog = getTemplateCatalog();
  return (
    <>
      <nav aria-label="Breadcrumb" className="mb-2 text-sm text-zinc-500">
        <Link href="/dashboard/codes" className="hover:text-zinc-800">
          Codes
        </Link>{" "}
        <span aria-hidden="true">/</span> New
      </nav>
      <PageHeader
        title="New code"
        description="Save a QR code to your account. Dynamic codes get a short link you can retarget and track; static codes encode your content as it is."
      />
      <CodeEditor
        templates={editorTemplates()}
        categories={catalog.categories.map(({ source, count }) => ({ source, count }))}
        credits={credits}
        link={link}
        initialTemplateId={initialTemplateId}
        initialContent={initialContent}
      />
    </>
  );
}
