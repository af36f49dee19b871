"use client";

import { useCallback, useMemo, useState } from "react";
import type { GeneratorTemplate } from "@/components/templates/template-types";
import { DEFAULT_IMAGE_SIZE } from "@/lib/generate/generate-limits";
import { buildQuery } from "./build-query";
import type { EccLevel, GeneratorOptions, PreviewFormat, StyleChanges } from "./generator-types";
import { shownStyle } from "./shown-style";
import { useQrPreview } from "./use-qr-preview";

interface GeneratorStateOptions {
  templates: GeneratorTemplate[];
  initialTemplateId?: string | null;
  /** Content to start from (the public generator's "Save to my codes" carries it over). */
  initialContent?: string;
  initialSize?: number;
  /** A saved code's design being edited: its changes on top of the template, logo and level. */
  initialChanges?: StyleChanges;
  initialLogo?: string;
  initialEcc?: EccLevel;
  /** What the preview says instead of an image for this content (empty, too long); null: draw it. */
  idleMessage: (content: string) => string | null;
  /** Called after the template changes (the public generator mirrors it in the address). */
  onTemplate?: (id: string | null) => void;
}

/**
 * The state the public generator, the code editor and the design editor share: content, template, style changes,
 * logo, size, error correction and preview format, plus what follows from them (the options, the
 * live preview, the template the style starts from and the style the controls show).
 */
export function useGeneratorState({
  templates,
  initialTemplateId = null,
  initialContent = "",
  initialSize = DEFAULT_IMAGE_SIZE,
  initialChanges = {},
  initialLogo = "",
  initialEcc = "M",
  idleMessage,
  onTemplate,
}: GeneratorStateOptions) {
  const byId = useMemo(() => new Map(templates.map((template) => [template.id, template])), [templates]);
  const [content, setContent] = useState(initialContent);
  const [templateId, setTemplateId] = useState<string | null>(initialTemplateId);
  const [changes, setChanges] = useState<StyleChanges>(initialChanges);
  const [logoDraft, setLogoDraft] = useState(initialLogo);
  const [logo, setLogo] = useState(initialLogo);
  const [size, setSize] = useState(initialSize);
  const [ecc, setEcc] = useState<EccLevel>(initialEcc);
  const [format, setFormat] = useState<PreviewFormat>("png");

  const options: GeneratorOptions = { content, templateId, changes, logo, size, errorCorrectionLevel: ecc };
  const idle = idleMessage(content);
  const query = idle === null ? buildQuery(options, format) : null;
  const preview = useQrPreview(query);

  // With Auto, the style starts from the template the server matched to the content.
  const matched = templateId === null ? (preview.image?.templateUsed ?? null) : null;
  const base = byId.get(templateId ?? matched ?? "default") ?? templates[0];

  const selectTemplate = useCallback(
    (id: string | null) => {
      setTemplateId(id);
      setChanges({});
      onTemplate?.(id);
    },
    [onTemplate],
  );

  return {
    byId,
    content,
    setContent,
    templateId,
    selectTemplate,
    changes,
    change: (patch: StyleChanges) => setChanges((current) => ({ ...current, ...patch })),
    resetChanges: () => setChanges({}),
    customised: Object.keys(changes).length > 0,
    logoDraft,
    setLogoDraft,
    logo,
    applyLogo: () => setLogo(logoDraft.trim()),
    setLogoNow: (value: string) => {
      setLogoDraft(value.startsWith("logo:") ? "" : value);
      setLogo(value);
    },
    size,
    setSize,
    ecc,
    setEcc,
    format,
    setFormat,
    options,
    idleMessage: idle,
    query,
    preview,
    /** The preview shows the image of the current options (not an older one while the next loads). */
    current: preview.imageQuery === query,
    matched,
    base,
    shown: shownStyle(base.style, changes),
    /** A template's gradient paints the modules until a colour is picked by hand. */
    gradient: base.style.gradient !== null && changes.foregroundColor === undefined,
  };
}

export type GeneratorState = ReturnType<typeof useGeneratorState>;
