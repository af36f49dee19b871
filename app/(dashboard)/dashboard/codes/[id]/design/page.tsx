import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { requireWorkspace } from "@/components/auth/session-workspace";
import { DesignEditor } from "@/components/codes/design-editor";
import { codeLabel } from "@/components/codes/code-types";
import { editorTemplates } from "@/components/codes/editor-templates";
import type { EccLevel } from "@/components/generator/generator-types";
import { changesFromStyle } from "@/components/generator/changes-from-style";
import { PageHeader } from "@/components/ui/page-header";
import { ApiError } from "@/lib/api/errors";
import { getQrCode } from "@/lib/codes/get-qr-code";
import type { QrStyle } from "@/lib/render/style-schema";
import { findTemplate, getTemplateCatalog } from "@/lib/templates/catalog";

export const metadata: Metadata = { title: "Edit design" };

type Props = { params: Promise<{ id: string }> };

export default async function CodeDesignPage({ params }: Props) {
  const { workspace } = await requireWorkspace();
  const { id } = await params;
  const code = await getQrCode(workspace.id, id).catch((error: unknown) => {
    if (error instanceof ApiError && error.code === "NOT_FOUND") notFound();
    throw error;
  });
  // An AI code's look is its generated art: it is made again on its own page, not restyled.
  if (code.mode === "AI") notFound();
  const template = findTemplate(code.templateUsed) ?? findTemplate("default")!;
  const { changes, representable } = changesFromStyle(template.style, code.styles as QrStyle);
  const catalog = getTemplateCatalog();
  return (
    <>
      <nav aria-label="Breadcrumb" className="mb-2 truncate text-sm text-zinc-500">
        <Link href="/dashboard/codes" className="hover:text-zinc-800">
          Codes
        </Link>{" "}
        <span aria-hidden="true">/</span>{" "}
        <Link href={`/dashboard/codes/${code.id}`} className="hover:text-zinc-800">
          {codeLabel(code)}
        </Link>{" "}
        <span aria-hidden="true">/</span> Design
      </nav>
      <PageHeader
        title="Edit design"
        description="Change the template, colours, shapes, frame or logo. The code keeps its short link, so printed copies and statistics carry on."
      />
      <DesignEditor
        code={{
          id: code.id,
          encoded: code.shortLink ?? code.content,
          templateUsed: template.id,
          logo: code.logo,
          errorCorrectionLevel: code.errorCorrectionLevel as EccLevel,
        }}
        templates={editorTemplates()}
        categories={catalog.categories.map(({ source, count }) => ({ source, count }))}
        initialChanges={changes}
        representable={representable}
      />
    </>
  );
}
