// recharts paints SVG attributes, so the theme's colours are spelled out here (brand = indigo).
export const BRAND = "#4f39f6";
export const AXIS = "#71717a";
export const GRID = "#e4e4e7";
export const DEVICE_COLORS: Record<string, string> = {
  mobile: "#4f39f6",
  desktop: "#0ea5e9",
  tablet: "#f59e0b",
  other: "#a1a1aa",
};
