import type { TemplateDefinition } from "../template-types";
import { frame, gradient } from "./paint";

export const BUSINESS: TemplateDefinition[] = [
  {
    id: "business-card-navy",
    name: "Navy Business Card",
    tags: ["business", "vcard", "contact", "business card", "networking"],
    style: {
      foregroundColor: "#1e3a8a",
      dotShape: "rounded",
      finderOuterShape: "rounded",
      frame: frame("box", "Save my contact", "#1e3a8a"),
    },
  },
  {
    id: "business-corporate-slate",
    name: "Corporate Slate",
    tags: ["business", "corporate", "company", "office", "enterprise", "website"],
    style: { foregroundColor: "#0f172a", finderInnerColor: "#0369a1" },
  },
  {
    id: "business-emerald-ledger",
    name: "Emerald Ledger",
    tags: ["finance", "bank", "payment", "invoice", "accounting", "pay"],
    style: { foregroundColor: "#065f46", dotShape: "classy", finderOuterShape: "rounded", finderInnerShape: "dot" },
  },
  {
    id: "business-gold-reserve",
    name: "Gold Reserve",
    tags: ["luxury", "premium", "hotel", "jewelry", "real estate", "gold"],
    style: {
      backgroundColor: "#fffbeb",
      gradient: gradient("linear", 45, "#92400e", "#713f12"),
      dotShape: "classy-rounded",
      finderOuterShape: "extra-rounded",
      finderInnerShape: "dot",
    },
  },
  {
    id: "business-indigo-launch",
    name: "Indigo Launch",
    tags: ["tech", "app", "saas", "startup", "download", "software"],
    style: {
      gradient: gradient("linear", 135, "#4338ca", "#7c3aed"),
      dotShape: "rounded",
      finderOuterShape: "extra-rounded",
    },
  },
];
