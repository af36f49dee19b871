import type { TemplateDefinition } from "../template-types";
import { frame, gradient } from "./paint";

export const FOOD: TemplateDefinition[] = [
  {
    id: "menu-bistro",
    name: "Bistro Menu",
    tags: ["menu", "restaurant", "dining", "bistro", "food", "table"],
    style: {
      foregroundColor: "#3f2a14",
      backgroundColor: "#fffaf0",
      dotShape: "rounded",
      finderOuterShape: "rounded",
      frame: frame("banner-bottom", "Scan for menu", "#3f2a14", "#fffaf0"),
    },
  },
  {
    id: "food-cafe-latte",
    name: "Café Latte",
    tags: ["cafe", "coffee", "bakery", "tea", "breakfast", "brunch"],
    style: {
      foregroundColor: "#6f4e37",
      backgroundColor: "#fdf8f3",
      dotShape: "dots",
      finderOuterShape: "extra-rounded",
      finderInnerShape: "dot",
    },
  },
  {
    id: "food-pizza-oven",
    name: "Pizza Oven",
    tags: ["pizza", "takeaway", "delivery", "order", "fast food", "pizzeria"],
    style: {
      gradient: gradient("linear", 90, "#b91c1c", "#c2410c"),
      dotShape: "extra-rounded",
      finderOuterShape: "rounded",
      frame: frame("box", "Order online", "#991b1b"),
    },
  },
  {
    id: "food-fresh-market",
    name: "Fresh Market",
    tags: ["vegan", "organic", "healthy", "salad", "grocery", "farm", "market"],
    style: {
      gradient: gradient("linear", 90, "#166534", "#3f6212"),
      dotShape: "rounded",
      finderOuterShape: "extra-rounded",
      finderInnerShape: "dot",
    },
  },
  {
    id: "food-cocktail-hour",
    name: "Cocktail Hour",
    tags: ["bar", "cocktail", "drinks", "wine", "pub", "brewery", "beer"],
    style: {
      foregroundColor: "#4c1d95",
      backgroundColor: "#faf5ff",
      dotShape: "classy",
      finderOuterShape: "dot",
      finderInnerShape: "dot",
      frame: frame("banner-bottom", "Drinks menu", "#4c1d95", "#faf5ff"),
    },
  },
];
