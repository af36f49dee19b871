import type { Metadata } from "next";
import { requireWorkspace } from "@/components/auth/session-workspace";
import { TemplateGallery } from "@/components/templates/template-gallery";
import { PageHeader } from "@/components/ui/page-header";
import { getTemplateCatalog } from "@/lib/templates/catalog";
import { withPreviewSize } from "@/lib/templates/preview-size";

export const metadata: Metadata = { title: "Templates" };

export default async function TemplatesPage() {
  await requireWorkspace();
  const catalog = getTemplateCatalog();
  return (
    <>
      <PageHeader
        title="Templates"
        description={
          <>
            {catalog.totalTemplates} styles in {catalog.categories.length} categories. Open one in the generator, or
            pass its id as <code className="font-mono text-zinc-700">templateId</code>; without one, the API picks a
            template whose tags match your keywords or link.
          </>
        }
      />
      <TemplateGallery
        templates={catalog.categories.flatMap((category) => category.templates.map(withPreviewSize))}
        categories={catalog.categories.map(({ source, count }) => ({ source, count }))}
      />
    </>
  );
}
