import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface WebhookReceiver {
  url: (path?: string) => string;
  requests: ReceivedRequest[];
  /** The first request (already received or still to come) that `match` accepts. */
  waitFor: (match: (request: ReceivedRequest) => boolean, timeoutMs?: number) => Promise<ReceivedRequest>;
  close: () => Promise<void>;
}

/** A real HTTP endpoint on 127.0.0.1 (random port) that records every request and answers 200 (500 under /fail). */
export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const requests: ReceivedRequest[] = [];
  const waiters = new Set<() => void>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      requests.push({
        method: request.method ?? "",
        path: request.url ?? "",
        headers: request.headers,
        body: Buffer.concat(chunks).toString("utf8"),
      });
      const failing = request.url?.startsWith("/fail") ?? false;
      response
        .writeHead(failing ? 500 : 200, { "content-type": "application/json" })
        .end(failing ? '{"error":"receiver exploded"}' : '{"received":true}');
      for (const wake of waiters) wake();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  function waitFor(match: (request: ReceivedRequest) => boolean, timeoutMs = 30_000) {
    return new Promise<ReceivedRequest>((resolve, reject) => {
      const check = () => {
        const found = requests.find(match);
        if (!found) return;
        waiters.delete(check);
        clearTimeout(timer);
        resolve(found);
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`No matching webhook request within ${timeoutMs} ms (received ${requests.length}).`));
      }, timeoutMs);
      waiters.add(check);
      check();
    });
  }

  return {
    url: (path = "/hook") => `http://127.0.0.1:${port}${path}`,
    requests,
    waitFor,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
