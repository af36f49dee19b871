import type { TemplateSummary } from "./template-types";

type PreviewOf = Pick<TemplateSummary, "previewImage" | "previewWidth" | "previewHeight">;

/**
 * A template's preview: a static 256 px picture from our renderer (no image optimizer needed),
 * given its file's own width and height so the box it is drawn in never stretches it.
 */
export function TemplatePreview({
  template,
  className,
  lazy = false,
}: {
  template: PreviewOf;
  className: string;
  lazy?: boolean;
}) {
  return (
    <img
      src={template.previewImage}
      alt=""
      width={template.previewWidth}
      height={template.previewHeight}
      loading={lazy ? "lazy" : undefined}
      className={className}
    />
  );
}
