import type { GeneratorTemplate } from "@/components/templates/template-types";
import { findTemplate, getTemplateCatalog } from "@/lib/templates/catalog";

/** The catalog with each template's style, for the editors' picker and style controls (server side). */
export function editorTemplates(): GeneratorTemplate[] {
  return getTemplateCatalog().categories.flatMap((category) =>
    category.templates.map((summary) => ({ ...summary, style: findTemplate(summary.id)!.style })),
  );
}
