import { previewSrcSet } from "@/lib/templates/preview-src-set";
import type { TemplateSummary } from "./template-types";

type PreviewOf = Pick<TemplateSummary, "previewImage" | "previewWidth" | "previewHeight">;

/**
 * A template's preview: a static picture from our renderer (no image optimizer needed), 192 or 256 px
 * wide as the box's width (`sizes`, CSS px) and the screen's density ask, given its file's own width
 * and height so the box it is drawn in never stretches it.
 */
export function TemplatePreview({
  template,
  className,
  sizes,
  lazy = false,
}: {
  template: PreviewOf;
  className: string;
  sizes: string;
  lazy?: boolean;
}) {
  return (
    <img
      src={template.previewImage}
      srcSet={previewSrcSet(template.previewImage)}
      sizes={sizes}
      alt=""
      width={template.previewWidth}
      height={template.previewHeight}
      loading={lazy ? "lazy" : undefined}
      className={className}
    />
  );
}
