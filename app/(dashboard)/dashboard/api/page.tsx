import type { Metadata } from "next";
import { requireWorkspace } from "@/components/auth/session-workspace";
import { AnchorRedirect } from "@/components/openapi/anchor-redirect";
import { ApiTabs } from "@/components/openapi/api-tabs";
import { InlineText } from "@/components/openapi/inline-text";
import type { OpenApiDocument } from "@/components/openapi/openapi-types";
import { ReferenceNav } from "@/components/openapi/reference-nav";
import { ReferenceSectionView } from "@/components/openapi/reference-section";
import { pickSection, referenceSections } from "@/components/openapi/reference-sections";
import { SdkGuide } from "@/components/openapi/sdk-guide";
import { ButtonLink } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { getConfig } from "@/lib/config/env";
import { buildOpenApiDocument } from "@/lib/openapi/build-openapi-document";
import { openApiDocumentContract } from "@/lib/openapi/contracts";

export const metadata: Metadata = { title: "API reference" };

export default async function ApiReferencePage({
  searchParams,
}: {
  searchParams: Promise<{ section?: string | string[] }>;
}) {
  await requireWorkspace();
  const document = buildOpenApiDocument() as OpenApiDocument;
  const { sections, anchors } = referenceSections(document);
  const current = pickSection(sections, (await searchParams).section);
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
                </Card>

                <div className="lg:grid lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-8">
                  <ReferenceNav sections={sections} current={current} />
                  <ReferenceSectionView
                    section={current}
                    next={sections[sections.indexOf(current) + 1]}
                    document={document}
                  />
                </div>
                <AnchorRedirect anchors={anchors} current={current.id} />
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
