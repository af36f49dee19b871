// The render-heavy traffic of bench/memory.ts, after the varied and crafted requests: RENDERS distinct
// generates (styled PNGs with the account's uploaded logo, vector PDFs, SVGs with it, 1000 px WebPs),
// a sheet of the seeded codes every SHEET_EVERY requests, and AI_CODES AI codes drawn by the builtin
// halftone engine (waited for), CONCURRENCY at a time, only to 127.0.0.1.
import { randomBytes } from "node:crypto";
import { brandMarkPng, uploadBrandMark } from "./bench-logo";
import { CONCURRENCY } from "./memory-varied";
import type { Seed } from "./seed-account";

export const RENDERS = Number(process.env.BENCH_MEMORY_RENDERS ?? 10_000);
export const AI_CODES = Number(process.env.BENCH_MEMORY_AI ?? 12);
const SHEET_EVERY = 500;
const TIME_LIMIT_MS = 15 * 60_000;
const STYLED = "templateId=social-sunset-gradient";

/** The server env the phase needs: AI codes free, so the seeded account (no credits) can make them. */
export const RENDER_PHASE_ENV = { AI_CODE_COST: "0" };

async function codeIds(base: string, auth: Record<string, string>): Promise<string[]> {
  const response = await fetch(`${base}/api/v1/qrcodes?size=20`, { headers: auth });
  return ((await response.json()) as { data: { id: string }[] }).data.map((code) => code.id);
}

/** Starts the AI codes, then polls each generation until it settles; their final statuses. */
async function aiCodes(base: string, auth: Record<string, string>, reference: string): Promise<string[]> {
  const started = await Promise.all(
    Array.from({ length: AI_CODES }, async (_, i) => {
      const response = await fetch(`${base}/api/v1/qrcodes/ai`, {
        method: "POST",
        headers: { ...auth, "content-type": "application/json" },
        body: JSON.stringify({ content: `https://example.com/ai/${i}`, prompt: "a harbour at dusk", image: reference }),
      });
      return ((await response.json()) as { generationId?: string }).generationId;
    }),
  );
  const settled: string[] = [];
  for (const id of started) {
    if (!id) {
      settled.push("not queued");
      continue;
    }
    for (;;) {
      const answer = (await (await fetch(`${base}/api/v1/qrcodes/ai/${id}`, { headers: auth })).json()) as {
        status: string;
      };
      if (answer.status === "SUCCEEDED" || answer.status === "FAILED") {
        settled.push(answer.status);
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  return settled;
}

export async function driveRenders(
  base: string,
  { key }: Seed,
): Promise<{ sent: number; statuses: Record<string, number> }> {
  const statuses: Record<string, number> = {};
  const auth = { authorization: `Bearer ${key}` };
  const logo = encodeURIComponent(await uploadBrandMark(base, key));
  const ids = await codeIds(base, auth);
  const reference = `data:image/png;base64,${(await brandMarkPng()).toString("base64")}`;
  const ai = aiCodes(base, auth, reference);
  const deadline = Date.now() + TIME_LIMIT_MS;
  let next = 0;
  const one = async (i: number) => {
    const content = `content=${encodeURIComponent(`https://example.com/r/${i}-${randomBytes(4).toString("hex")}`)}`;
    const generate = (query: string) => fetch(`${base}/api/v1/qrcode/generate?${content}&${query}`, { headers: auth });
    let response: Response;
    if (i % SHEET_EVERY === SHEET_EVERY - 1)
      response = await fetch(`${base}/api/v1/qrcodes/sheet`, {
        method: "POST",
        headers: { ...auth, "content-type": "application/json" },
        body: JSON.stringify({ ids, preset: "L7160", force: true }),
      });
    else if (i % 4 === 0) response = await generate(`${STYLED}&logo=${logo}&size=512`);
    else if (i % 4 === 1) response = await generate(`${STYLED}&format=pdf`);
    else if (i % 4 === 2) response = await generate(`${STYLED}&logo=${logo}&format=svg`);
    else response = await generate(`${STYLED}&format=webp&size=1000`);
    await response.arrayBuffer();
    statuses[response.status] = (statuses[response.status] ?? 0) + 1;
  };
  const worker = async () => {
    while (next < RENDERS && Date.now() < deadline) await one(next++);
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  for (const status of await ai) statuses[`AI ${status}`] = (statuses[`AI ${status}`] ?? 0) + 1;
  return { sent: next + AI_CODES, statuses };
}
