import type { TemplateDefinition } from "../template-types";
import { frame } from "./paint";

export const UTILITY: TemplateDefinition[] = [
  {
    id: "wifi-minimal",
    name: "Wi-Fi Minimal",
    tags: ["wifi", "internet", "guest", "hotspot", "network", "password"],
    forContent: /^wifi:/i,
    style: {
      foregroundColor: "#0f766e",
      dotShape: "rounded",
      finderOuterShape: "rounded",
      frame: frame("banner-bottom", "Scan to join Wi-Fi", "#0f766e"),
    },
  },
  {
    id: "utility-envelope",
    name: "Envelope",
    tags: ["email", "mail", "newsletter", "contact us"],
    forContent: /^(mailto:|matmsg:)/i,
    style: { foregroundColor: "#1d4ed8", dotShape: "classy", frame: frame("banner-bottom", "Email us", "#1d4ed8") },
  },
  {
    id: "utility-map-pin",
    name: "Map Pin",
    tags: ["location", "map", "directions", "address", "geo", "navigation"],
    style: {
      foregroundColor: "#166534",
      dotShape: "dots",
      finderOuterShape: "rounded",
      finderInnerShape: "dot",
      finderInnerColor: "#dc2626",
    },
  },
  {
    id: "utility-call-now",
    name: "Call Now",
    tags: ["phone", "call", "tel", "hotline", "support"],
    forContent: /^tel:/i,
    style: {
      foregroundColor: "#7c2d12",
      dotShape: "extra-rounded",
      finderOuterShape: "extra-rounded",
      frame: frame("box", "Call us", "#7c2d12"),
    },
  },
];
