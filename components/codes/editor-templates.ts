import type { GeneratorTemplate } from "@/components/templates/template-types";
import { findTemplate, getTemplateCatalog } from "@/lib/templates/catalog";
import { withPreviewSize } from "@/lib/templates/preview-size";

/** The catalog with each template's style and preview size, for the generator's and editors' pickers (server side). */
export function editorTemplates(): GeneratorTemplate[] {
  return getTemplateCatalog().categories.flatMap((category) =>
    category.templates.map((summary) => withPreviewSize({ ...summary, style: findTemplate(summary.id)!.style })),
  );
}
