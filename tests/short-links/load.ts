import http from "node:http";
import { IPHONE } from "./short-link-harness";

export interface LoadResult {
  statuses: Record<number, number>;
  errors: number;
}

/** One GET on `agent`, its status counted in `result` (or an error): true when answered. */
export function requestOnce(url: string, agent: http.Agent, result: LoadResult): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    const request = http.get(url, { agent, headers: { "user-agent": IPHONE } }, (response) => {
      response.resume();
      response.on("end", () => {
        result.statuses[response.statusCode ?? 0] = (result.statuses[response.statusCode ?? 0] ?? 0) + 1;
        resolve(true);
      });
      response.on("error", () => resolve(false));
    });
    request.on("error", () => {
      result.errors++;
      resolve(false);
    });
  });
}

/**
 * `workers` clients on keep-alive connections, each sending GET `url` again as soon as it has its
 * answer, until `stopAfterError()` is true and a request fails (the server is gone).
 */
export function keepLoading(url: string, workers: number, stopAfterError: () => boolean) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: workers });
  const result: LoadResult = { statuses: {}, errors: 0 };
  const once = () => requestOnce(url, agent, result);
  const done = Promise.all(
    Array.from({ length: workers }, async () => {
      for (;;) {
        const ok = await once();
        if (!ok && stopAfterError()) return;
        if (!ok) await new Promise((resolve) => setTimeout(resolve, 5));
      }
    }),
  ).then(() => {
    agent.destroy();
    return result;
  });
  const answered = () => Object.values(result.statuses).reduce((sum, n) => sum + n, 0);
  return { done, answered, result };
}

export async function until(condition: () => boolean, what: string, timeoutMs = 60_000): Promise<void> {
  const start = Date.now();
  while (!condition()) {
    if (Date.now() - start > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
