import sharp from "sharp";
import { GET as variantRoute } from "@/app/api/v1/qrcodes/ai/[generationId]/variants/[index]/route";
import { GET as getGenerationRoute } from "@/app/api/v1/qrcodes/ai/[generationId]/route";
import { POST as createAiRoute } from "@/app/api/v1/qrcodes/ai/route";
import { POST as regenerateRoute } from "@/app/api/v1/qrcodes/[id]/regenerate/route";
import { POST as chooseRoute } from "@/app/api/v1/qrcodes/ai/[generationId]/choose/route";
import { GET as healthRoute } from "@/app/api/health/route";
import { resetConfigForTests } from "@/lib/config/env";
import type { Headers } from "../codes/codes-helpers";
import { call } from "../helpers/http";

export const createAi = (headers: Headers, body: unknown) =>
  call(createAiRoute, "/api/v1/qrcodes/ai", { method: "POST", headers, body });
export const getGeneration = (headers: Headers, generationId: string) =>
  call(getGenerationRoute, `/api/v1/qrcodes/ai/${generationId}`, { headers, params: { generationId } });
export const variantImage = (headers: Headers, generationId: string, index: number) =>
  call<Buffer>(variantRoute, `/api/v1/qrcodes/ai/${generationId}/variants/${index}`, {
    headers,
    params: { generationId, index: String(index) },
  });
export const regenerate = (headers: Headers, id: string, body?: unknown) =>
  call(regenerateRoute, `/api/v1/qrcodes/${id}/regenerate`, { method: "POST", headers, body, params: { id } });

export const chooseVariant = (headers: Headers, generationId: string, variant: unknown) =>
  call(chooseRoute, `/api/v1/qrcodes/ai/${generationId}/choose`, {
    method: "POST",
    headers,
    body: { variant },
    params: { generationId },
  });
export const health = async () => (await healthRoute()).json();

/** Polls the generation until it is SUCCEEDED or FAILED (the test's own timeout bounds the wait). */
export async function settled(headers: Headers, generationId: string) {
  for (;;) {
    const answer = await getGeneration(headers, generationId);
    if (answer.status !== 200) throw new Error(`GET generation answered ${answer.status}`);
    if (answer.body.status === "SUCCEEDED" || answer.body.status === "FAILED") return answer.body;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

export function setEnv(values: Record<string, string | undefined>): void {
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  resetConfigForTests();
}

/** A photo-like reference image: a diagonal colour gradient with a bright disc and a dark band. */
export async function referencePng(): Promise<Buffer> {
  const width = 480;
  const height = 360;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 3;
      const disc = (x - 300) ** 2 + (y - 150) ** 2 < 90 ** 2;
      const band = y > 250 && y < 290;
      pixels[at] = disc ? 250 : band ? 30 : Math.round((x / width) * 200 + 40);
      pixels[at + 1] = disc ? 220 : band ? 40 : Math.round((y / height) * 160 + 60);
      pixels[at + 2] = disc ? 60 : band ? 90 : 180;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}
