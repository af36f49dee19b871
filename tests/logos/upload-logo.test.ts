import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { POST as uploadRoute } from "@/app/api/v1/logos/route";
import { GET as generateRoute } from "@/app/api/v1/qrcode/generate/route";
import { db } from "@/lib/db/client";
import { decodeImage } from "../render/decode-image";
import { makeTestLogo } from "../render/test-logo";
import { codeImage, createCode, getCode, type Headers, makeOwner, updateCode } from "../codes/codes-helpers";
import { useTestDatabase } from "../helpers/database";
import { call } from "../helpers/http";
import { useGenerousLimits } from "../helpers/generous-limits";

useGenerousLimits();

useTestDatabase();

const upload = (headers: Headers, body: unknown) =>
  call(uploadRoute, "/api/v1/logos", { method: "POST", headers, body });
const dataUrl = (png: Buffer) => `data:image/png;base64,${png.toString("base64")}`;

/** The colour at the centre of an image, where a logo sits. */
async function centre(png: Buffer): Promise<[number, number, number]> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * 3;
  return [data[at], data[at + 1], data[at + 2]];
}

describe("POST /api/v1/logos", () => {
  it("stores a file's logo once and answers logo:<id>, which a saved code draws with (and keeps drawing with)", async () => {
    const { headers } = await makeOwner();
    const image = dataUrl(await makeTestLogo(300));
    const first = await upload(headers, { image });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ logo: `logo:${first.body.id}`, width: 300, height: 300 });
    expect((await upload(headers, { image })).body.id).toBe(first.body.id);
    expect(await (await db()).uploadedLogo.count({ where: { id: first.body.id } })).toBe(1);

    const created = await createCode(headers, {
      content: "https://cafe.example/menu",
      logo: first.body.logo,
      errorCorrectionLevel: "H",
    });
    expect(created.status).toBe(201);
    expect((await getCode(headers, created.body.id)).body.logo).toBe(first.body.logo);
    const png = (await codeImage(headers, created.body.id, "?size=600")).body;
    expect((await decodeImage(png)).text).toBe(created.body.shortLink);
    const [red, green, blue] = await centre(png);
    expect(red).toBeGreaterThan(200); // the logo's yellow centre (#fbbf24)
    expect(green).toBeGreaterThan(150);
    expect(blue).toBeLessThan(100);
  });

  it("lets only the uploading account use a logo; anonymous generation cannot name one", async () => {
    const owner = await makeOwner();
    const { logo } = (await upload(owner.headers, { image: dataUrl(await makeTestLogo()) })).body;
    const other = await makeOwner();
    const created = await createCode(other.headers, { content: "https://example.com", logo });
    expect(created.status).toBe(400);
    expect(created.body.details[0]).toMatchObject({ field: "logo" });
    const mine = await createCode(owner.headers, { content: "https://example.com" });
    expect((await updateCode(other.headers, mine.body.id, { logo })).status).toBe(404);
    const refused = await updateCode(owner.headers, mine.body.id, { logo: "logo:AAAAAAAAAAAAAAAAAAAAAA" });
    expect(refused.status).toBe(400);
    expect(refused.body.details[0].field).toBe("logo");
    expect((await updateCode(owner.headers, mine.body.id, { logo })).status).toBe(200);

    const anonymous = await call(
      generateRoute,
      `/api/v1/qrcode/generate?${new URLSearchParams({ content: "hi", logo })}`,
    );
    expect(anonymous.status).toBe(400);
    expect(anonymous.body.details[0].field).toBe("logo");
    const keyed = await call(generateRoute, `/api/v1/qrcode/generate?${new URLSearchParams({ content: "hi", logo })}`, {
      headers: owner.headers,
    });
    expect(keyed.status).toBe(200);
  });

  it("keeps at most 100 logos per account (409), while an upload it already has still answers", async () => {
    const { user, headers } = await makeOwner();
    const image = dataUrl(await makeTestLogo());
    const kept = (await upload(headers, { image })).body;
    const filler = Array.from({ length: 99 }, (_, index) => ({
      accountId: user.accountId,
      id: `filler${String(index).padStart(16, "0")}`,
      png: new Uint8Array([0]),
      width: 1,
      height: 1,
    }));
    await (await db()).uploadedLogo.createMany({ data: filler });
    const refused = await upload(headers, { image: dataUrl(await makeTestLogo(120)) });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain("at most 100");
    expect((await upload(headers, { image })).body.id).toBe(kept.id);
    expect(await (await db()).uploadedLogo.count({ where: { accountId: user.accountId } })).toBe(100);
  });

  it("refuses what is not an image, naming the field, and stores nothing", async () => {
    const { user, headers } = await makeOwner();
    for (const [body, field] of [
      [{ image: "data:image/png;base64,bm90IGFuIGltYWdl" }, "image"],
      [{ image: "https://example.com/logo.png" }, "image"],
      [{ image: `data:image/svg+xml;base64,${Buffer.from("<svg/>").toString("base64")}` }, "image"],
      [{}, "image"],
      [{ image: dataUrl(await makeTestLogo()), extra: 1 }, "extra"],
    ] as const) {
      const result = await upload(headers, body);
      expect(result.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(result.body.details.map((detail: { field: string }) => detail.field)).toContain(field);
    }
    expect(
      (await createCode(headers, { content: "https://example.com", logo: "logo:short" })).body.details[0].field,
    ).toBe("logo");
    expect(await (await db()).uploadedLogo.count({ where: { accountId: user.accountId } })).toBe(0);
  });
});
