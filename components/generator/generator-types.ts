import type { DotShape, FinderInnerShape, FinderOuterShape } from "@/lib/render/style-schema";

export type PreviewFormat = "png" | "svg";
export type EccLevel = "L" | "M" | "Q" | "H";
export type FrameStyle = "banner-bottom" | "box";

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

// Mirrors of lib/render/style-schema.ts lists, kept here so the browser bundle does not pull zod in.
export const DOT_SHAPES = ["square", "dots", "rounded", "extra-rounded", "classy", "classy-rounded"] as const satisfies readonly DotShape[];
export const FINDER_OUTER_SHAPES = ["square", "rounded", "extra-rounded", "dot"] as const satisfies readonly FinderOuterShape[];
export const FINDER_INNER_SHAPES = ["square", "dot"] as const satisfies readonly FinderInnerShape[];
