import type { Metadata } from "next";
import { requireWorkspace } from "@/components/auth/session-workspace";
import { ApiTabs } from "@/components/openapi/api-tabs";
import { InlineText } from "@/components/openapi/inline-text";
import { MethodBadge } from "@/components/openapi/method-badge";
import { type OpenApiDocument, groupByTag, slug } from "@/components/openapi/openapi-types";
import { OperationCard } from "@/components/openapi/operation-card";
import { SchemaView } from "@/components/openapi/schema-view";
import { SdkGuide } from "@/components/openapi/sdk-guide";
import { ButtonLink } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { getConfig } from "@/lib/config/env";
import { buildOpenApiDocument } from "@/lib/openapi/build-openapi-document";
import { openApiDocumentContract } from "@/lib/openapi/contracts";

export const metadata: Metadata = { title: "API reference" };

export default async function ApiReferencePage() {
  await requireWorkspace();
  const document = buildOpenApiDocument() as OpenApiDocument;
  const groups = groupByTag(document);
  const schemas = Object.entries(document.components?.schemas ?? {});
  const config = getConfig();

  return (
    <>
      <PageHeader
        title="API reference"
        description={document.info?.description ? <InlineText text={document.info.description} /> : undefined}
        action={
          <ButtonLink href={openApiDocumentContract.path} variant="secondary" prefetch={false} target="_blank">
            OpenAPI JSON
          </ButtonLink>
        }
      />
      <ApiTabs
        label="API documentation"
        tabs={[
          {
            id: "reference",
            label: "Reference",
            content: (
              <>
                <Card className="mb-8 p-5">
                  <h2 className="text-sm font-semibold text-zinc-900">Authentication</h2>
                  <p className="mt-1 text-sm text-zinc-600">
                    Send an API key as{" "}
                    <code className="font-mono whitespace-nowrap text-zinc-800">Authorization: Bearer cb_sk_…</code> (or
                    the legacy <code className="font-mono whitespace-nowrap text-zinc-800">cb-api-key</code> header).
                    Every answer carries{" "}
                    <code className="font-mono whitespace-nowrap text-zinc-800">X-RateLimit-Limit</code>,{" "}
                    <code className="font-mono whitespace-nowrap text-zinc-800">-Remaining</code> and{" "}
                    <code className="font-mono whitespace-nowrap text-zinc-800">-Reset</code> headers. Document version{" "}
                    {document.info?.version ?? "—"}.
                  </p>
                  <nav aria-label="Endpoints" className="mt-4 grid grid-cols-1 gap-x-8 gap-y-4 sm:grid-cols-2">
                    {groups.map(({ tag, operations }) => (
                      <div key={tag} className="min-w-0">
                        <a
                          href={`#tag-${slug(tag)}`}
                          className="text-sm font-medium text-zinc-900 hover:text-brand-700"
                        >
                          {tag}
                        </a>
                        <ul className="mt-1.5 space-y-1">
                          {operations.map(({ method, path, operation }) => (
                            <li key={`${method} ${path}`}>
                              <a
                                href={`#${slug(operation.operationId ?? `${method}-${path}`)}`}
                                className="flex min-w-0 items-center gap-2 text-sm text-zinc-600 hover:text-brand-700"
                              >
                                <MethodBadge method={method} />
                                <span className="truncate font-mono text-xs">{path}</span>
                              </a>
                            </li>
                          ))}
                        </ul>
                      </div>
                    ))}
                  </nav>
                </Card>

                <div className="space-y-10">
                  {groups.map(({ tag, operations }) => (
                    <section
                      key={tag}
                      id={`tag-${slug(tag)}`}
                      aria-labelledby={`tag-${slug(tag)}-title`}
                      className="scroll-mt-24"
                    >
                      <h2 id={`tag-${slug(tag)}-title`} className="mb-4 text-lg font-semibold text-zinc-900">
                        {tag}
                      </h2>
                      <div className="space-y-4">
                        {operations.map((entry) => (
                          <OperationCard
                            key={`${entry.method} ${entry.path}`}
                            {...entry}
                            components={document.components?.schemas}
                          />
                        ))}
                      </div>
                    </section>
                  ))}
                  {schemas.length ? (
                    <section aria-labelledby="schemas-title">
                      <h2 id="schemas-title" className="mb-4 text-lg font-semibold text-zinc-900">
                        Schemas
                      </h2>
                      <div className="space-y-4">
                        {schemas.map(([name, schema]) => (
                          <Card key={name} className="scroll-mt-24 p-5">
                            <h3
                              id={`schema-${slug(name)}`}
                              className="mb-3 scroll-mt-24 font-mono text-sm font-semibold text-zinc-900"
                            >
                              {name}
                            </h3>
                            <SchemaView schema={schema} />
                          </Card>
                        ))}
                      </div>
                    </section>
                  ) : null}
                </div>
              </>
            ),
          },
          {
            id: "sdk",
            label: "SDK",
            content: <SdkGuide baseUrl={config.APP_URL} dynamicCodeCost={config.DYNAMIC_CODE_COST} />,
          },
        ]}
      />
    </>
  );
}
