import { describe, expect, it } from "vitest";
import { decodeImage } from "@/lib/render/decode-image";
import { findTemplate } from "@/lib/templates/catalog";
import { useTestDatabase } from "../helpers/database";
import { codeImage, createCode, getCode, type Headers, makeOwner, updateCode } from "./codes-helpers";
import { useGenerousLimits } from "../helpers/generous-limits";

useGenerousLimits();

useTestDatabase();

async function newCode(body: Record<string, unknown>) {
  const { headers } = await makeOwner();
  const created = await createCode(headers, body);
  expect(created.status).toBe(201);
  return { headers, id: created.body.id as string };
}

/** What a design change may touch, read back through the API. */
async function looks(headers: Headers, id: string) {
  const { body } = await getCode(headers, id);
  return {
    templateUsed: body.templateUsed,
    styles: body.styles,
    logo: body.logo,
    errorCorrectionLevel: body.errorCorrectionLevel,
    shortLink: body.shortLink,
  };
}

describe("PATCH /api/v1/qrcodes/{id}: the design after creation", () => {
  it("redraws a dynamic code from another template; the short link stays and the new image scans to it", async () => {
    const { headers, id } = await newCode({ content: "https://cafe.example/menu", templateId: "default" });
    const before = await looks(headers, id);
    const oldImage = await codeImage(headers, id, "?size=300");
    const result = await updateCode(headers, id, { templateId: "social-sunset-gradient", errorCorrectionLevel: "Q" });
    expect(result.status).toBe(200);
    expect(result.body.templateUsed).toBe("social-sunset-gradient");
    const after = await looks(headers, id);
    expect(after).toMatchObject({
      templateUsed: "social-sunset-gradient",
      errorCorrectionLevel: "Q",
      shortLink: before.shortLink,
    });
    expect(after.styles).toEqual(findTemplate("social-sunset-gradient")?.style);
    const image = await codeImage(headers, id, "?size=300");
    expect(image.headers.get("etag")).not.toBe(oldImage.headers.get("etag"));
    expect((await decodeImage(image.body)).text).toBe(before.shortLink);
  });

  it("patches the current style when no template is given, keeping what it does not name", async () => {
    const { headers, id } = await newCode({
      content: "https://cafe.example/menu",
      templateId: "default",
      styles: { dotShape: "dots", margin: 3 },
    });
    const result = await updateCode(headers, id, {
      styles: { foregroundColor: "#14532d", frame: { style: "banner-bottom", text: "Menu" } },
    });
    expect(result.status).toBe(200);
    const { styles, templateUsed } = await looks(headers, id);
    expect(templateUsed).toBe("default");
    expect(styles).toMatchObject({
      dotShape: "dots",
      margin: 3,
      foregroundColor: "#14532d",
      frame: { style: "banner-bottom", text: "Menu" },
    });
  });

  it("changes a static code's design (what it encodes stays), but still not its content", async () => {
    const { headers, id } = await newCode({ content: "WIFI:T:WPA;S:cafe;P:secret;;", mode: "STATIC" });
    expect((await updateCode(headers, id, { styles: { dotShape: "rounded" }, tags: ["wifi"] })).status).toBe(200);
    expect((await looks(headers, id)).styles).toMatchObject({ dotShape: "rounded" });
    expect((await decodeImage((await codeImage(headers, id, "?size=300")).body)).text).toBe(
      "WIFI:T:WPA;S:cafe;P:secret;;",
    );
    const refused = await updateCode(headers, id, { styles: { dotShape: "dots" }, targetUrl: "https://example.com" });
    expect(refused.status).toBe(400);
    expect((await looks(headers, id)).styles).toMatchObject({ dotShape: "rounded" });
  });

  it("refuses a design that would not read, an unknown template and an unreachable logo, naming the field; nothing changes", async () => {
    const { headers, id } = await newCode({ content: "https://cafe.example/menu", templateId: "default" });
    const before = await looks(headers, id);
    for (const [body, field] of [
      [{ styles: { foregroundColor: "#ffffff", backgroundColor: "#ffffff" } }, "styles.foregroundColor"],
      [{ templateId: "no-such-template" }, "templateId"],
      [{ logo: "http://127.0.0.1/logo.png" }, "logo"],
      [{ logo: "not a url" }, "logo"],
      [{ errorCorrectionLevel: "X" }, "errorCorrectionLevel"],
      [{ styles: { dotShape: "stars" } }, "styles.dotShape"],
    ] as const) {
      const result = await updateCode(headers, id, body);
      expect(result.status, JSON.stringify(body)).toBe(400);
      expect(result.body.details.map((detail: { field: string }) => detail.field)).toContain(field);
    }
    expect(await looks(headers, id)).toEqual(before);
  });

  it("removes the logo with null", async () => {
    const { headers, id } = await newCode({ content: "https://cafe.example/menu" });
    const result = await updateCode(headers, id, { logo: null });
    expect(result.status).toBe(200);
    expect((await looks(headers, id)).logo).toBeNull();
  });
});
