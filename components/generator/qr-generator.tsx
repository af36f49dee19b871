"use client";

import { useEffect } from "react";
import { ButtonLink } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import type { CategoryCount, GeneratorTemplate } from "@/components/templates/template-types";
import { DEFAULT_IMAGE_SIZE, MAX_CONTENT_LENGTH } from "@/lib/generate/generate-limits";
import { GuidedContent } from "./guided-content";
import { OutputControls } from "./output-controls";
import { PreviewPanel } from "./preview-panel";
import { Section } from "./section";
import { StyleSection } from "./style-section";
import { TemplatePicker } from "./template-picker";
import { useDownload } from "./use-download";
import { useGeneratorState } from "./use-generator-state";

export interface QrGeneratorProps {
  templates: GeneratorTemplate[];
  categories: CategoryCount[];
  initialTemplateId: string | null;
  maxSize: number;
  signedInMaxSize: number;
  signedIn: boolean;
}

const idleMessage = (content: string) =>
  content.trim() === ""
    ? "Type a link or some text, or fill in the form, to see your code."
    : content.length > MAX_CONTENT_LENGTH
      ? `Content is over ${MAX_CONTENT_LENGTH.toLocaleString("en-US")} characters: shorten it to see the preview.`
      : null;

/** The chosen template lives in the address too (/?template=id), so the page can be shared. */
function showTemplateInAddress(id: string | null) {
  const url = new URL(window.location.href);
  if (id) url.searchParams.set("template", id);
  else url.searchParams.delete("template");
  window.history.replaceState(window.history.state, "", url);
}

/** The dashboard's new-code editor with this content and template filled in. */
function saveHref(content: string, templateId: string | null): string {
  const params = new URLSearchParams();
  if (content.trim()) params.set("content", content.slice(0, 2000));
  if (templateId) params.set("template", templateId);
  const query = params.toString();
  return `/dashboard/codes/new${query ? `?${query}` : ""}`;
}

/** The public generator: content (typed, or a guided form), template, style and output options, a live preview and downloads. */
export function QrGenerator({
  templates,
  categories,
  initialTemplateId,
  maxSize,
  signedInMaxSize,
  signedIn,
}: QrGeneratorProps) {
  const state = useGeneratorState({
    templates,
    initialTemplateId,
    initialSize: Math.min(DEFAULT_IMAGE_SIZE, maxSize),
    idleMessage,
    onTemplate: showTemplateInAddress,
  });
  const { preview, byId } = state;
  const download = useDownload(state.idleMessage === null ? state.options : null);

  // Arriving from the dashboard's template gallery (/?template=id): bring the generator into view.
  useEffect(() => {
    if (initialTemplateId) document.getElementById("generator")?.scrollIntoView({ block: "start" });
  }, [initialTemplateId]);

  const drawnWith = preview.image?.templateUsed ? byId.get(preview.image.templateUsed)?.name : undefined;
  const drawn = new URLSearchParams(preview.imageQuery ?? "");
  const caption = drawnWith
    ? `${drawnWith}${drawn.has("templateId") ? "" : " (auto)"} · ${drawn.get("format")?.toUpperCase()} · ${drawn.get("size")} px`
    : null;

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <Card className="p-5">
        <GuidedContent value={state.content} onChange={state.setContent} />
      </Card>

      <Card className="p-5 lg:sticky lg:top-6 lg:col-start-2 lg:row-span-4 lg:row-start-1">
        <h3 className="mb-4 text-base font-semibold text-zinc-900">Preview</h3>
        <PreviewPanel
          preview={preview}
          idleMessage={state.idleMessage}
          placeholderImage={state.base.previewImage}
          caption={caption}
          current={state.current}
          downloading={download.busy}
          downloadError={download.error}
          onDownload={download.start}
          footer={
            signedIn ? (
              <ButtonLink href={saveHref(state.content, state.templateId)} variant="secondary" className="w-full">
                Save to my codes
              </ButtonLink>
            ) : (
              <p className="text-center text-xs text-zinc-500">
                Nothing is saved. Sign up to keep codes with tracking short links and scan statistics.
              </p>
            )
          }
        />
      </Card>

      <Section title="Template" description="Pick a look, or let Auto choose one from your link.">
        <TemplatePicker
          templates={templates}
          categories={categories}
          selected={state.templateId}
          matched={state.matched}
          onSelect={state.selectTemplate}
        />
      </Section>

      <StyleSection state={state} canUpload={signedIn} />

      <Section title="Output">
        <OutputControls
          format={state.format}
          onFormat={state.setFormat}
          size={state.size}
          onSize={state.setSize}
          maxSize={maxSize}
          signedInMaxSize={signedInMaxSize}
          signedIn={signedIn}
          ecc={state.ecc}
          onEcc={state.setEcc}
        />
      </Section>
    </div>
  );
}
