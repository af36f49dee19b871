import type { TemplateDefinition } from "../template-types";

export const MINIMAL: TemplateDefinition[] = [
  { id: "default", name: "Classic", tags: ["default", "plain", "classic", "black", "simple"], style: {} },
  {
    id: "minimal-rounded-ink",
    name: "Rounded Ink",
    tags: ["minimal", "clean", "modern", "text", "simple"],
    style: { foregroundColor: "#111827", dotShape: "rounded", finderOuterShape: "rounded" },
  },
  {
    id: "minimal-dot-matrix",
    name: "Dot Matrix",
    tags: ["minimal", "dots", "design", "portfolio", "art"],
    style: { foregroundColor: "#18181b", dotShape: "dots", finderOuterShape: "dot", finderInnerShape: "dot" },
  },
  {
    id: "minimal-slate-classy",
    name: "Slate Classy",
    tags: ["minimal", "elegant", "blog", "writing", "personal"],
    style: { foregroundColor: "#334155", dotShape: "classy", finderOuterShape: "extra-rounded" },
  },
  {
    id: "minimal-paper",
    name: "Paper",
    tags: ["minimal", "paper", "print", "flyer", "poster"],
    style: {
      foregroundColor: "#292524",
      backgroundColor: "#faf7f2",
      dotShape: "classy-rounded",
      finderOuterShape: "rounded",
    },
  },
];
