"use client";

import { useRouter } from "next/navigation";
import { type FormEvent, useMemo, useState } from "react";
import { buildQuery } from "@/components/generator/build-query";
import { ContentInput } from "@/components/generator/content-input";
import { FrameControls, LogoField } from "@/components/generator/frame-logo-controls";
import { DEFAULT_IMAGE_SIZE, MAX_CONTENT_LENGTH } from "@/components/generator/generator-limits";
import type { EccLevel, GeneratorOptions, StyleChanges } from "@/components/generator/generator-types";
import { Section } from "@/components/generator/section";
import { shownStyle } from "@/components/generator/shown-style";
import { StyleControls } from "@/components/generator/style-controls";
import { TemplatePicker } from "@/components/generator/template-picker";
import { useQrPreview } from "@/components/generator/use-qr-preview";
import type { CategoryCount, GeneratorTemplate } from "@/components/templates/template-types";
import { Alert } from "@/components/ui/alert";
import { readApiError } from "@/components/ui/api-error";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { CodePreview } from "./code-preview";
import type { CreatedCode } from "./code-types";
import { CostNotice, costCheck, type CreditsView } from "./cost-notice";
import { createBody, looksLikeHttpUrl } from "./create-body";
import { FieldError } from "./field-error";
import { type CreateMode, ModeChoice } from "./mode-choice";

interface CodeEditorProps {
  templates: GeneratorTemplate[];
  categories: CategoryCount[];
  credits: CreditsView;
}

type Errors = { message?: string; fields: Record<string, string> };

const FORM_ID = "code-editor-form";
const ECC_LEVELS: EccLevel[] = ["L", "M", "Q", "H"];
const select =
  "block h-10 w-full rounded-lg border border-zinc-300 bg-white px-3 text-sm text-zinc-900 shadow-sm focus:outline-2 focus:outline-offset-0 focus:outline-brand-500";

/** Create a saved code: content, type, name, template, style and logo, with a live preview and its price. */
export function CodeEditor({ templates, categories, credits }: CodeEditorProps) {
  const router = useRouter();
  const byId = useMemo(() => new Map(templates.map((template) => [template.id, template])), [templates]);
  const [content, setContent] = useState("");
  const [mode, setMode] = useState<CreateMode>(credits.balance >= credits.dynamicCodeCost ? "DYNAMIC" : "STATIC");
  const [name, setName] = useState("");
  const [templateId, setTemplateId] = useState<string | null>(null);
  const [changes, setChanges] = useState<StyleChanges>({});
  const [logoDraft, setLogoDraft] = useState("");
  const [logo, setLogo] = useState("");
  const [ecc, setEcc] = useState<EccLevel>("M");
  const [errors, setErrors] = useState<Errors>({ fields: {} });
  const [pending, setPending] = useState(false);

  const options: GeneratorOptions = { content, templateId, changes, logo, size: DEFAULT_IMAGE_SIZE, errorCorrectionLevel: ecc };
  const idleMessage =
    content.trim() === "" ? "Type a link to see your code." : content.length > MAX_CONTENT_LENGTH ? "Content is too long to draw." : null;
  const query = idleMessage === null ? buildQuery(options, "png") : null;
  const preview = useQrPreview(query);

  const matched = templateId === null ? (preview.image?.templateUsed ?? null) : null;
  const base = byId.get(templateId ?? matched ?? "default") ?? templates[0];
  const shown = shownStyle(base.style, changes);
  const change = (patch: StyleChanges) => setChanges((current) => ({ ...current, ...patch }));
  const selectTemplate = (id: string | null) => {
    setTemplateId(id);
    setChanges({});
  };
  // A field's server error goes once the field is edited (the Create button re-checks it all).
  const clearField = (field: string) =>
    setErrors((current) => (current.fields[field] ? { ...current, fields: Object.fromEntries(Object.entries(current.fields).filter(([name]) => name !== field)) } : current));
  const { affordable } = costCheck(credits, mode);
  const notALink = mode === "DYNAMIC" && content.trim() !== "" && !looksLikeHttpUrl(content);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    setErrors({ fields: {} });
    try {
      const response = await fetch("/api/v1/qrcodes", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(createBody(options, mode, name)),
      });
      if (response.status !== 201) {
        const { message, fields } = await readApiError(response);
        setErrors({ message: Object.keys(fields).length ? "Check the fields marked in red." : message, fields });
        setPending(false);
        return;
      }
      const created = (await response.json()) as CreatedCode;
      router.push(`/dashboard/codes/${created.id}?created=1`);
      router.refresh(); // the balance in the header
    } catch {
      setErrors({ message: "Could not reach the server. Check your connection and try again.", fields: {} });
      setPending(false);
    }
  }

  const { fields } = errors;
  return (
    // Only the details card is the form (Enter in Name creates); the template search and style
    // fields sit outside it, so Enter there never submits. The Create button joins by form=.
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <form id={FORM_ID} onSubmit={onSubmit} noValidate className="min-w-0 space-y-5 rounded-xl border border-zinc-200 bg-white p-5 shadow-sm">
        <div>
          <ContentInput value={content} onChange={(value) => { setContent(value); clearField("content"); }} />
          <FieldError id="content-error" message={fields.content} />
          {!fields.content && notALink ? (
            <p className="mt-1.5 text-sm text-amber-800">A dynamic code needs a link starting with http:// or https://. To encode text, choose Static.</p>
          ) : null}
        </div>
        <ModeChoice value={mode} onChange={(next) => { setMode(next); clearField("content"); clearField("mode"); }} dynamicCost={credits.dynamicCodeCost} />
        <FieldError id="mode-error" message={fields.mode} />
        <Field id="code-name" label="Name" value={name} onChange={(event) => { setName(event.target.value); clearField("name"); }} maxLength={200} placeholder="e.g. Spring flyer" hint="Optional. Shown in your list of codes." error={fields.name} />
      </form>

      <Card className="p-5 lg:sticky lg:top-20 lg:col-start-2 lg:row-span-3 lg:row-start-1">
        <h2 className="mb-4 text-base font-semibold text-zinc-900">Preview</h2>
        <CodePreview
          preview={preview}
          idleMessage={idleMessage}
          current={preview.imageQuery === query}
          note={mode === "DYNAMIC" ? "Preview of your link. The saved code encodes its short link, which redirects there." : "The saved code encodes exactly this content."}
        />
        <div className="mt-5 space-y-3 border-t border-zinc-100 pt-5">
          <CostNotice credits={credits} mode={mode} />
          {errors.message ? <Alert>{errors.message}</Alert> : null}
          <Button type="submit" form={FORM_ID} className="w-full" disabled={pending || !affordable}>
            {pending ? "Creating…" : "Create code"}
          </Button>
        </div>
      </Card>

      <Section title="Template" description="Pick a look, or let Auto choose one from your link.">
        <TemplatePicker templates={templates} categories={categories} selected={templateId} matched={matched} onSelect={selectTemplate} />
        <FieldError id="template-error" message={fields.templateId} />
      </Section>

      <Section
        title="Style"
        description={`Starting from ${base.name}.`}
        action={
          Object.keys(changes).length ? (
            <button type="button" onClick={() => setChanges({})} className="text-sm font-medium text-brand-700 hover:underline">
              Reset to template
            </button>
          ) : null
        }
      >
        <div className="space-y-5">
          <StyleControls shown={shown} gradient={base.style.gradient !== null && changes.foregroundColor === undefined} onChange={change} />
          <FieldError id="styles-error" message={fields.styles} />
          <FrameControls frame={shown.frame} onChange={(frame) => change({ frame })} />
          <div>
            <LogoField draft={logoDraft} onDraft={setLogoDraft} applied={logo} onApply={() => setLogo(logoDraft.trim())} />
            <FieldError id="logo-error" message={fields.logo} />
          </div>
          <div>
            <label htmlFor="code-ecc" className="mb-1.5 block text-sm font-medium text-zinc-800">Error correction</label>
            <select id="code-ecc" value={ecc} onChange={(event) => setEcc(event.target.value as EccLevel)} className={`${select} sm:w-48`}>
              {ECC_LEVELS.map((level) => (
                <option key={level} value={level}>{level}{level === "M" ? " (default)" : level === "H" ? " (most robust)" : ""}</option>
              ))}
            </select>
            <FieldError id="ecc-error" message={fields.errorCorrectionLevel ?? fields.size} />
          </div>
        </div>
      </Section>
    </div>
  );
}
