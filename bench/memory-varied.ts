// The varied traffic of bench/memory.ts: unknown code ids, distinct generate contents, lists with an
// API key and redirects of real short links, a quarter each, only to 127.0.0.1.
import { randomBytes } from "node:crypto";
import { PHONE } from "./cannon";
import type { Seed } from "./seed-account";

export const REQUESTS = Number(process.env.BENCH_MEMORY_REQUESTS ?? 50_000);
export const CONCURRENCY = 16;
const TIME_LIMIT_MS = 15 * 60_000;

/** The varied requests, a quarter each, CONCURRENCY at a time, stopped at TIME_LIMIT_MS. */
export async function driveVaried(
  base: string,
  { key, shortCodes }: Seed,
): Promise<{ sent: number; statuses: Record<string, number> }> {
  const statuses: Record<string, number> = {};
  const auth = { authorization: `Bearer ${key}`, "user-agent": PHONE };
  const deadline = Date.now() + TIME_LIMIT_MS;
  let next = 0;
  const one = async (i: number) => {
    let url: string;
    switch (i % 4) {
      case 0:
        url = `${base}/api/v1/qrcodes/c${randomBytes(12).toString("hex")}`;
        break;
      case 1:
        url = `${base}/api/v1/qrcode/generate?content=${encodeURIComponent(`https://example.com/item/${i}-${randomBytes(4).toString("hex")}`)}&size=256`;
        break;
      case 2:
        url = `${base}/api/v1/qrcodes?page=${1 + (i % 3)}&size=${5 + (i % 20)}`;
        break;
      default:
        url = `${base}/s/${shortCodes[i % shortCodes.length]}`;
    }
    const response = await fetch(url, { headers: auth, redirect: "manual" });
    await response.arrayBuffer();
    statuses[response.status] = (statuses[response.status] ?? 0) + 1;
  };
  const worker = async () => {
    while (next < REQUESTS && Date.now() < deadline) await one(next++);
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { sent: next, statuses };
}
