import type { QrStyleInput } from "../../render/style-schema";

type Gradient = NonNullable<QrStyleInput["gradient"]>;

/** A gradient with evenly spaced stops. */
export function gradient(type: "linear" | "radial", rotation: number, ...colors: string[]): Gradient {
  return { type, rotation, stops: colors.map((color, i) => ({ offset: i / (colors.length - 1), color })) };
}

/** A call-to-action frame. */
export function frame(style: "banner-bottom" | "box", text: string, color: string, textColor = "#ffffff") {
  return { style, text, color, textColor };
}
