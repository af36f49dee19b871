"use client";

import Link from "next/link";
import { useState } from "react";
import type { EccLevel, StyleChanges } from "@/components/generator/generator-types";
import { Section } from "@/components/generator/section";
import { StyleSection } from "@/components/generator/style-section";
import { TemplatePicker } from "@/components/generator/template-picker";
import { useGeneratorState } from "@/components/generator/use-generator-state";
import type { CategoryCount, GeneratorTemplate } from "@/components/templates/template-types";
import { Alert } from "@/components/ui/alert";
import type { ReadError } from "@/components/ui/api-error";
import { call } from "@/components/ui/api-call";
import { updateQrCodeContract } from "@/components/ui/api-routes.generated";
import { Button, buttonClass } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { CodePreview } from "./code-preview";
import { styleOverrides } from "./create-body";
import { EccSelect } from "./ecc-select";
import { FieldError } from "./field-error";
import { useDashboardRouter } from "@/components/workspaces/workspace-context";

export interface DesignedCode {
  id: string;
  /** What the image encodes: the short link, or a static code's content. */
  encoded: string;
  templateUsed: string;
  logo: string | null;
  errorCorrectionLevel: EccLevel;
}

interface DesignEditorProps {
  code: DesignedCode;
  templates: GeneratorTemplate[];
  categories: CategoryCount[];
  initialChanges: StyleChanges;
  /** False when the code has settings the controls cannot show (made through the API); saving replaces them. */
  representable: boolean;
}

/** The message of a field the server named, or of any field inside it ("styles.frame.text"). */
const messageFor = (error: ReadError | null, field: string) =>
  error
    ? (error.fields[field] ?? Object.entries(error.fields).find(([name]) => name.startsWith(`${field}.`))?.[1])
    : undefined;

/** A saved code's template, colours, shapes, frame, logo and error correction, changed in place: the short link stays. */
export function DesignEditor({ code, templates, categories, initialChanges, representable }: DesignEditorProps) {
  const router = useDashboardRouter();
  const state = useGeneratorState({
    templates,
    idleMessage: () => null,
    initialTemplateId: code.templateUsed,
    initialContent: code.encoded,
    initialChanges,
    initialLogo: code.logo ?? "",
    initialEcc: code.errorCorrectionLevel,
  });
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<ReadError | null>(null);
  const unmakeable = state.preview.error?.permanent === true;

  const save = async () => {
    setSaving(true);
    setError(null);
    const body = {
      // Auto: the template the server matched for the preview.
      templateId: state.templateId ?? state.matched ?? "default",
      styles: styleOverrides(state.changes),
      logo: state.logo || null,
      errorCorrectionLevel: state.ecc,
    };
    const result = await call(updateQrCodeContract, { params: { id: code.id }, body });
    if (!result.ok) {
      setError(result.error);
      setSaving(false);
      return;
    }
    router.push(`/dashboard/codes/${code.id}?created=design`);
    router.refresh();
  };
  const named = ["templateId", "styles", "logo", "errorCorrectionLevel"].some((field) => messageFor(error, field));

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <Card className="order-last p-5 lg:sticky lg:top-20 lg:order-none lg:col-start-2 lg:row-span-2 lg:row-start-1">
        <h2 className="mb-4 text-base font-semibold text-zinc-900">Preview</h2>
        <CodePreview
          preview={state.preview}
          idleMessage={null}
          current={state.current}
          note="The same short link in a new design: printed copies keep working and keep their statistics."
        />
        <div className="mt-5 space-y-3 border-t border-zinc-100 pt-5">
          {!representable ? (
            <Alert tone="info">
              This code has style settings made through the API that this editor does not show. Saving here replaces
              them.
            </Alert>
          ) : null}
          {error && !named ? <Alert>{error.message}</Alert> : null}
          {unmakeable ? <p className="text-sm text-red-700">Fix what the preview says before saving.</p> : null}
          <Button className="w-full" onClick={() => void save()} disabled={saving || unmakeable}>
            {saving ? "Saving…" : "Save design"}
          </Button>
          <Link href={`/dashboard/codes/${code.id}`} className={buttonClass("ghost", "md", "w-full")}>
            Cancel
          </Link>
        </div>
      </Card>

      <Section title="Template" description="Start again from another look. Your short link does not change.">
        <TemplatePicker
          templates={templates}
          categories={categories}
          selected={state.templateId}
          matched={state.matched}
          onSelect={state.selectTemplate}
        />
        <FieldError id="template-error" message={messageFor(error, "templateId")} />
      </Section>

      <StyleSection
        state={state}
        errors={{ styles: messageFor(error, "styles"), logo: messageFor(error, "logo") }}
        canUpload
      >
        <EccSelect
          id="design-ecc"
          value={state.ecc}
          onChange={state.setEcc}
          error={messageFor(error, "errorCorrectionLevel")}
        />
      </StyleSection>
    </div>
  );
}
