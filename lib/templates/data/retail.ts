import type { TemplateDefinition } from "../template-types";
import { frame, gradient } from "./paint";

export const RETAIL: TemplateDefinition[] = [
  {
    id: "retail-sale-tag",
    name: "Sale Tag",
    tags: ["sale", "discount", "coupon", "offer", "promo", "deal", "voucher"],
    style: { foregroundColor: "#111827", finderOuterColor: "#b91c1c", frame: frame("box", "Scan for deal", "#b91c1c") },
  },
  {
    id: "retail-product-label",
    name: "Product Label",
    tags: ["product", "packaging", "label", "sku", "inventory", "warranty", "manual"],
    style: { foregroundColor: "#111827", finderOuterShape: "rounded", margin: 3 },
  },
  {
    id: "retail-boutique-blush",
    name: "Boutique Blush",
    tags: ["fashion", "boutique", "clothing", "beauty", "cosmetics", "salon"],
    style: {
      foregroundColor: "#9f1239",
      backgroundColor: "#fff7f7",
      dotShape: "classy-rounded",
      finderOuterShape: "extra-rounded",
      finderInnerShape: "dot",
    },
  },
  {
    id: "retail-loyalty-wave",
    name: "Loyalty Wave",
    tags: ["loyalty", "rewards", "membership", "points", "club card"],
    style: {
      gradient: gradient("linear", 45, "#1e3a8a", "#0e7490"),
      dotShape: "dots",
      finderOuterShape: "rounded",
      finderInnerShape: "dot",
      frame: frame("banner-bottom", "Join & save", "#0e7490"),
    },
  },
  {
    id: "retail-five-stars",
    name: "Five Stars",
    tags: ["review", "feedback", "rating", "survey", "testimonial"],
    style: {
      foregroundColor: "#92400e",
      backgroundColor: "#fffbeb",
      dotShape: "rounded",
      finderOuterShape: "extra-rounded",
      frame: frame("banner-bottom", "Rate us", "#b45309"),
    },
  },
  {
    id: "retail-shop-online",
    name: "Shop Online",
    tags: ["shop", "store", "ecommerce", "online store", "cart", "buy"],
    style: {
      foregroundColor: "#0f766e",
      dotShape: "extra-rounded",
      finderOuterShape: "rounded",
      finderInnerColor: "#115e59",
    },
  },
];
