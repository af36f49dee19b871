// Zod-free lists of the style choices: style-schema.ts builds its enums from them and the
// generator's controls list them, so the browser bundle never pulls zod in.
export const DOT_SHAPES = ["square", "dots", "rounded", "extra-rounded", "classy", "classy-rounded"] as const;
export const FINDER_OUTER_SHAPES = ["square", "rounded", "extra-rounded", "dot"] as const;
export const FINDER_INNER_SHAPES = ["square", "dot"] as const;
export const FRAME_STYLES = ["none", "banner-bottom", "box"] as const;
export const ECC_LEVELS = ["L", "M", "Q", "H"] as const;

export type DotShape = (typeof DOT_SHAPES)[number];
export type FinderOuterShape = (typeof FINDER_OUTER_SHAPES)[number];
export type FinderInnerShape = (typeof FINDER_INNER_SHAPES)[number];
export type FrameStyle = (typeof FRAME_STYLES)[number];
export type EccLevel = (typeof ECC_LEVELS)[number];
