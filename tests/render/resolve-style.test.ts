import { describe, expect, it } from "vitest";
import { resolveStyle } from "@/lib/render/resolve-style";
import { QrStyleOverrides } from "@/lib/render/style-schema";
import { findTemplate } from "@/lib/templates/catalog";

const bistro = findTemplate("menu-bistro")!.style;

describe("resolveStyle", () => {
  it("returns the template style when nothing is overridden", () => {
    expect(resolveStyle(bistro, undefined)).toBe(bistro);
  });

  it("replaces plain fields and patches the frame field by field", () => {
    const style = resolveStyle(bistro, QrStyleOverrides.parse({ dotShape: "dots", frame: { text: "Order here" } }));
    expect(style.dotShape).toBe("dots");
    expect(style.frame).toEqual({ ...bistro.frame, text: "Order here" });
    expect(style.foregroundColor).toBe(bistro.foregroundColor);
  });

  it("removes the frame or gradient with null and fills defaults for a new frame", () => {
    expect(resolveStyle(bistro, { frame: null }).frame).toBeNull();
    const plain = findTemplate("default")!.style;
    expect(resolveStyle(plain, { frame: { text: "Hi" } }).frame).toEqual({
      style: "banner-bottom",
      text: "Hi",
      color: "#111111",
      textColor: "#ffffff",
    });
    const sunset = findTemplate("social-sunset-gradient")!.style;
    expect(resolveStyle(sunset, { gradient: null }).gradient).toBeNull();
  });

  it("validates overrides with no defaults slipped in", () => {
    expect(QrStyleOverrides.parse({ frame: { text: "x" }, logo: {} })).toEqual({ frame: { text: "x" }, logo: {} });
    expect(QrStyleOverrides.safeParse({ foregroundColor: "#12" }).success).toBe(false);
    expect(QrStyleOverrides.parse({ foregroundColor: "#ABC" }).foregroundColor).toBe("#aabbcc");
  });
});
