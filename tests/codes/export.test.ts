import { unzipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as imageRoute } from "@/app/api/v1/qrcodes/[id]/image/route";
import { POST as exportRoute } from "@/app/api/v1/qrcodes/export/route";
import { decodeImage } from "@/lib/render/decode-image";
import { useTestDatabase } from "../helpers/database";
import { createCode, deleteCode, type Headers, makeOwner } from "./codes-helpers";
import { useGenerousLimits } from "../helpers/generous-limits";

useGenerousLimits();

useTestDatabase();

let headers: Headers;
const codes: { id: string; shortLink?: string; content: string }[] = [];

async function exportCodes(as: Headers, body: unknown) {
  const response = await exportRoute(
    new Request("http://localhost/api/v1/qrcodes/export", {
      method: "POST",
      headers: { ...as, "content-type": "application/json" },
      body: JSON.stringify(body),
    }),
    { params: Promise.resolve({}) },
  );
  return response;
}

beforeAll(async () => {
  headers = (await makeOwner()).headers;
  for (const body of [
    { content: "https://cafe.example/menu", name: "Café Menu" },
    { content: "https://cafe.example/menu2", name: "café menu!" },
    { content: "hello there", mode: "STATIC" },
  ]) {
    const created = await createCode(headers, body);
    expect(created.status).toBe(201);
    codes.push({ id: created.body.id, shortLink: created.body.shortLink, content: body.content });
  }
});

describe("POST /api/v1/qrcodes/export", () => {
  it("answers one ZIP with a file per code, named after the codes, each scanning to its code", async () => {
    const response = await exportCodes(headers, { ids: codes.map((code) => code.id), size: 256 });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/zip");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="codebeam-codes-png\.zip"$/);
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    expect(Object.keys(files)).toEqual(["cafe-menu.png", "cafe-menu-2.png", `qr-${codes[2].id}.png`]);
    const expected = [codes[0].shortLink, codes[1].shortLink, "hello there"];
    for (const [index, bytes] of Object.values(files).entries()) {
      expect((await decodeImage(Buffer.from(bytes))).text).toBe(expected[index]);
    }
  });

  it("takes one format for all files", async () => {
    const response = await exportCodes(headers, { ids: [codes[2].id], format: "svg" });
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    expect(Object.keys(files)).toEqual([`qr-${codes[2].id}.svg`]);
    expect(new TextDecoder().decode(files[`qr-${codes[2].id}.svg`])).toMatch(/^<svg|^<\?xml/);
  });

  it("packs print-ready PDFs too, and the saved code's image answers one on its own", async () => {
    const response = await exportCodes(headers, { ids: [codes[0].id], format: "pdf" });
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    expect(Object.keys(files)).toEqual(["cafe-menu.pdf"]);
    expect(new TextDecoder().decode(files["cafe-menu.pdf"].subarray(0, 5))).toBe("%PDF-");
    const image = await imageRoute(
      new Request(`http://localhost/api/v1/qrcodes/${codes[0].id}/image?format=pdf`, { headers }),
      {
        params: Promise.resolve({ id: codes[0].id }),
      },
    );
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("application/pdf");
    expect(
      Buffer.from(await image.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
  });

  it("answers 404 naming an id that is another account's or deleted, and 400 naming a bad field", async () => {
    const other = await makeOwner();
    const theirs = await createCode(other.headers, { content: "https://theirs.example" });
    const foreign = await exportCodes(headers, { ids: [codes[0].id, theirs.body.id] });
    expect(foreign.status).toBe(404);
    expect((await foreign.json()).details).toEqual([{ field: "ids[1]", message: "is not one of your codes" }]);
    const gone = await createCode(headers, { content: "https://cafe.example/gone" });
    await deleteCode(headers, gone.body.id);
    expect((await exportCodes(headers, { ids: [gone.body.id] })).status).toBe(404);
    const cases: [unknown, string][] = [
      [{ ids: [] }, "ids"],
      [{ ids: [codes[0].id, codes[0].id] }, "ids"],
      [{ ids: ["nope"] }, "ids[0]"],
      [{ ids: Array.from({ length: 51 }, () => codes[0].id) }, "ids"],
      [{ ids: [codes[0].id], format: "gif" }, "format"],
      [{ ids: [codes[0].id], size: 10 }, "size"],
      [{ ids: [codes[0].id], extra: 1 }, "extra"],
    ];
    for (const [body, field] of cases) {
      const answer = await exportCodes(headers, body);
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect((await answer.json()).details.map((detail: { field: string }) => detail.field)).toContain(field);
    }
  });
});
