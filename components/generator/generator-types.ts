import type {
  DotShape,
  EccLevel,
  FinderInnerShape,
  FinderOuterShape,
  FrameStyle as AnyFrameStyle,
} from "@/lib/render/style-choices";

export type { EccLevel };
/** The formats the generator offers (the API draws webp and jpeg too). */
export type PreviewFormat = "png" | "svg";
/** What the download buttons save: the preview formats and the print-ready PDF. */
export type DownloadFormat = PreviewFormat | "pdf";
/** A frame drawn around the code; "no frame" is a null frame here. */
export type FrameStyle = Exclude<AnyFrameStyle, "none">;

export interface FrameChoice {
  style: FrameStyle;
  text: string;
  color: string;
}

/** What the visitor changed on top of the template; a missing field keeps the template's value. */
export interface StyleChanges {
  foregroundColor?: string;
  backgroundColor?: string;
  dotShape?: DotShape;
  finderOuterShape?: FinderOuterShape;
  finderInnerShape?: FinderInnerShape;
  margin?: number;
  /** null: no frame, even if the template has one. */
  frame?: FrameChoice | null;
}

/** Everything that decides the image, except its format (the preview and each download pick theirs). */
export interface GeneratorOptions {
  content: string;
  /** null: let the server match a template to the content. */
  templateId: string | null;
  changes: StyleChanges;
  logo: string;
  size: number;
  errorCorrectionLevel: EccLevel;
}

/** The style the controls show: the template's, with the visitor's changes on top. */
export interface ShownStyle {
  foregroundColor: string;
  backgroundColor: string;
  dotShape: DotShape;
  finderOuterShape: FinderOuterShape;
  finderInnerShape: FinderInnerShape;
  margin: number;
  frame: FrameChoice | null;
}
