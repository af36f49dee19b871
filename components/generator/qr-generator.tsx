"use client";

import { useCallback, useEffect, useMemo, useState } from "react";
import { Card } from "@/components/ui/card";
import type { CategoryCount, GeneratorTemplate } from "@/components/templates/template-types";
import { buildQuery } from "./build-query";
import { FrameControls, LogoField } from "./frame-logo-controls";
import { DEFAULT_IMAGE_SIZE, MAX_CONTENT_LENGTH } from "./generator-limits";
import type { EccLevel, GeneratorOptions, PreviewFormat, StyleChanges } from "./generator-types";
import { OutputControls } from "./output-controls";
import { PreviewPanel } from "./preview-panel";
import { Section } from "./section";
import { shownStyle } from "./shown-style";
import { StyleControls } from "./style-controls";
import { TemplatePicker } from "./template-picker";
import { ContentInput } from "./content-input";
import { useDownload } from "./use-download";
import { useQrPreview } from "./use-qr-preview";

export interface QrGeneratorProps {
  templates: GeneratorTemplate[];
  categories: CategoryCount[];
  initialTemplateId: string | null;
  maxSize: number;
  signedInMaxSize: number;
  signedIn: boolean;
}

/** The public generator: content, template, style and output options, a live preview and downloads. */
export function QrGenerator({ templates, categories, initialTemplateId, maxSize, signedInMaxSize, signedIn }: QrGeneratorProps) {
  const byId = useMemo(() => new Map(templates.map((template) => [template.id, template])), [templates]);
  const [content, setContent] = useState("");
  const [templateId, setTemplateId] = useState<string | null>(initialTemplateId);
  const [changes, setChanges] = useState<StyleChanges>({});
  const [logoDraft, setLogoDraft] = useState("");
  const [logo, setLogo] = useState("");
  const [size, setSize] = useState(Math.min(DEFAULT_IMAGE_SIZE, maxSize));
  const [ecc, setEcc] = useState<EccLevel>("M");
  const [format, setFormat] = useState<PreviewFormat>("png");

  // Arriving from the dashboard's template gallery (/?template=id): bring the generator into view.
  useEffect(() => {
    if (initialTemplateId) document.getElementById("generator")?.scrollIntoView({ block: "start" });
  }, [initialTemplateId]);

  const options: GeneratorOptions = { content, templateId, changes, logo, size, errorCorrectionLevel: ecc };
  const idleMessage =
    content.trim() === ""
      ? "Type a link or some text to see your code."
      : content.length > MAX_CONTENT_LENGTH
        ? `Content is over ${MAX_CONTENT_LENGTH.toLocaleString("en-US")} characters: shorten it to see the preview.`
        : null;
  const query = idleMessage === null ? buildQuery(options, format) : null;
  const preview = useQrPreview(query);
  const download = useDownload(idleMessage === null ? options : null);

  const matched = templateId === null ? (preview.image?.templateUsed ?? null) : null;
  const base = byId.get(templateId ?? matched ?? "default") ?? templates[0];
  const shown = shownStyle(base.style, changes);
  const drawnWith = preview.image?.templateUsed ? byId.get(preview.image.templateUsed)?.name : undefined;
  const drawn = new URLSearchParams(preview.imageQuery ?? "");
  const caption = drawnWith ? `${drawnWith}${drawn.has("templateId") ? "" : " (auto)"} · ${drawn.get("format")?.toUpperCase()} · ${drawn.get("size")} px` : null;

  const selectTemplate = useCallback((id: string | null) => {
    setTemplateId(id);
    setChanges({});
    const url = new URL(window.location.href);
    if (id) url.searchParams.set("template", id);
    else url.searchParams.delete("template");
    window.history.replaceState(window.history.state, "", url);
  }, []);
  const change = (patch: StyleChanges) => setChanges((current) => ({ ...current, ...patch }));
  const customised = Object.keys(changes).length > 0;

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <Card className="p-5">
        <ContentInput value={content} onChange={setContent} />
      </Card>

      <Card className="p-5 lg:sticky lg:top-6 lg:col-start-2 lg:row-span-4 lg:row-start-1">
        <h3 className="mb-4 text-base font-semibold text-zinc-900">Preview</h3>
        <PreviewPanel
          preview={preview}
          idleMessage={idleMessage}
          placeholderImage={base.previewImage}
          caption={caption}
          current={preview.imageQuery === query}
          downloading={download.busy}
          downloadError={download.error}
          onDownload={download.start}
          footer={
            signedIn ? null : (
              <p className="text-center text-xs text-zinc-500">Nothing is saved. Sign up to keep codes with tracking short links and scan statistics.</p>
            )
          }
        />
      </Card>

      <Section title="Template" description="Pick a look, or let Auto choose one from your link.">
        <TemplatePicker templates={templates} categories={categories} selected={templateId} matched={matched} onSelect={selectTemplate} />
      </Section>

      <Section
        title="Style"
        description={`Starting from ${base.name}.`}
        action={
          customised ? (
            <button type="button" onClick={() => setChanges({})} className="text-sm font-medium text-brand-700 hover:underline">
              Reset to template
            </button>
          ) : null
        }
      >
        <div className="space-y-5">
          <StyleControls shown={shown} gradient={base.style.gradient !== null && changes.foregroundColor === undefined} onChange={change} />
          <FrameControls frame={shown.frame} onChange={(frame) => change({ frame })} />
          <LogoField draft={logoDraft} onDraft={setLogoDraft} applied={logo} onApply={() => setLogo(logoDraft.trim())} />
        </div>
      </Section>

      <Section title="Output">
        <OutputControls
          format={format}
          onFormat={setFormat}
          size={size}
          onSize={setSize}
          maxSize={maxSize}
          signedInMaxSize={signedInMaxSize}
          signedIn={signedIn}
          ecc={ecc}
          onEcc={setEcc}
        />
      </Section>
    </div>
  );
}
