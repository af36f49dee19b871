import { Card } from "@/components/ui/card";
import { operationSamples } from "@/lib/openapi/code-samples";
import type { OpenApiDocument } from "./openapi-types";
import { OperationCard } from "./operation-card";
import { ReferenceLink } from "./reference-link";
import { type ReferenceSection, SCHEMAS_SECTION, schemaAnchor } from "./reference-sections";
import { SchemaView } from "./schema-view";

/** One section of the reference: its operations' cards, or the named schemas; a link to the next. */
export function ReferenceSectionView({
  section,
  next,
  document,
}: {
  section: ReferenceSection;
  next?: ReferenceSection;
  document: OpenApiDocument;
}) {
  const components = document.components?.schemas;
  return (
    <section id={`tag-${section.id}`} aria-labelledby="reference-section-title" className="min-w-0">
      <h2 id="reference-section-title" className="mb-4 text-lg font-semibold text-zinc-900">
        {section.title}
      </h2>
      <div className="space-y-4">
        {section.operations.map((entry) => (
          <OperationCard
            key={`${entry.method} ${entry.path}`}
            {...entry}
            components={components}
            samples={operationSamples(entry.method, entry.path, entry.operation, document).samples}
          />
        ))}
        {section.id === SCHEMAS_SECTION
          ? Object.entries(components ?? {}).map(([name, schema]) => (
              <Card key={name} className="p-5">
                <h3 id={schemaAnchor(name)} className="mb-3 scroll-mt-24 font-mono text-sm font-semibold text-zinc-900">
                  {name}
                </h3>
                <SchemaView schema={schema} />
              </Card>
            ))
          : null}
      </div>
      {next ? (
        <p className="mt-8 text-right text-sm">
          <ReferenceLink section={next.id} className="font-medium text-brand-700 hover:underline">
            Next: {next.title} →
          </ReferenceLink>
        </p>
      ) : null}
    </section>
  );
}
