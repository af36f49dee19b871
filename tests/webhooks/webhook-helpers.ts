import { createServer, type IncomingHttpHeaders, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";
import { POST as retryRoute } from "@/app/api/v1/webhooks/[id]/deliveries/[deliveryId]/retry/route";
import { GET as deliveriesRoute } from "@/app/api/v1/webhooks/[id]/deliveries/route";
import { POST as rotateRoute } from "@/app/api/v1/webhooks/[id]/rotate-secret/route";
import { DELETE as deleteRoute, GET as getRoute, PATCH as patchRoute } from "@/app/api/v1/webhooks/[id]/route";
import { POST as testRoute } from "@/app/api/v1/webhooks/[id]/test/route";
import { GET as listRoute, POST as createRoute } from "@/app/api/v1/webhooks/route";
import { POST as createCodeRoute } from "@/app/api/v1/qrcodes/route";
import { call } from "../helpers/http";

type Headers = Record<string, string>;
const enc = encodeURIComponent;

export const createWebhook = (headers: Headers, body: unknown) =>
  call(createRoute, "/api/v1/webhooks", { method: "POST", headers, body });
export const listWebhooks = (headers: Headers, query = "") => call(listRoute, `/api/v1/webhooks${query}`, { headers });
export const getWebhook = (headers: Headers, id: string) =>
  call(getRoute, `/api/v1/webhooks/${enc(id)}`, { headers, params: { id } });
export const updateWebhook = (headers: Headers, id: string, body: unknown) =>
  call(patchRoute, `/api/v1/webhooks/${enc(id)}`, { method: "PATCH", headers, body, params: { id } });
export const deleteWebhook = (headers: Headers, id: string) =>
  call(deleteRoute, `/api/v1/webhooks/${enc(id)}`, { method: "DELETE", headers, params: { id } });
export const rotateSecret = (headers: Headers, id: string) =>
  call(rotateRoute, `/api/v1/webhooks/${enc(id)}/rotate-secret`, { method: "POST", headers, params: { id } });
export const sendTest = (headers: Headers, id: string) =>
  call(testRoute, `/api/v1/webhooks/${enc(id)}/test`, { method: "POST", headers, params: { id } });
export const listDeliveries = (headers: Headers, id: string, query = "") =>
  call(deliveriesRoute, `/api/v1/webhooks/${enc(id)}/deliveries${query}`, { headers, params: { id } });
export const retryDelivery = (headers: Headers, id: string, deliveryId: string) =>
  call(retryRoute, `/api/v1/webhooks/${enc(id)}/deliveries/${enc(deliveryId)}/retry`, {
    method: "POST",
    headers,
    params: { id, deliveryId },
  });
export const createCode = (headers: Headers, body: unknown) =>
  call(createCodeRoute, "/api/v1/qrcodes", { method: "POST", headers, body });

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  at: number;
}

export interface Receiver {
  url: string;
  port: number;
  received: ReceivedRequest[];
  /** Bodies parsed, in arrival order. */
  events(): { id: string; type: string; timestamp: string; data: any }[];
  /** Sets how the next requests are answered (default: 200 "ok"). */
  respond(answer: (request: ReceivedRequest, response: ServerResponse) => void): void;
  close(): Promise<void>;
}

/** A real HTTP receiver on 127.0.0.1 recording every request in full. */
export async function startReceiver(port = 0): Promise<Receiver> {
  const received: ReceivedRequest[] = [];
  let answer: (request: ReceivedRequest, response: ServerResponse) => void = (_request, response) =>
    void response.writeHead(200).end("ok");
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const entry = {
        method: request.method ?? "",
        path: request.url ?? "",
        headers: request.headers,
        body: Buffer.concat(chunks).toString("utf8"),
        at: Date.now(),
      };
      received.push(entry);
      answer(entry, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const actual = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${actual}/hook`,
    port: actual,
    received,
    events: () => received.map((request) => JSON.parse(request.body)),
    respond: (next) => void (answer = next),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Makes `receiver` hold every request (after the first `answerFirst`) open, with no answer however
 * long, until the test answers it:
 * the request is in flight at the dispatcher for exactly as long as the test decides, so tests
 * can look at what else happens meanwhile without racing a timer.
 */
export function holdRequests(receiver: Receiver, { answerFirst = 0 } = {}) {
  const held: ServerResponse[] = [];
  const answer = (response: ServerResponse) => void response.writeHead(200).end("ok");
  let answered = 0;
  receiver.respond((_request, response) => {
    if (answered++ < answerFirst) return answer(response);
    held.push(response);
    // A request the sender gave up on is no longer in flight.
    response.on("close", () => held.includes(response) && held.splice(held.indexOf(response), 1));
  });
  return {
    /** Requests received, still open and not answered yet: the sender's requests in flight here. */
    get held() {
      return held.length;
    },
    /** Answers (200) the requests held now; later ones are held again. */
    answerHeld() {
      for (const response of held.splice(0)) answer(response);
    },
    /** Answers the held requests and every later one at once. */
    release() {
      receiver.respond((_request, response) => answer(response));
      for (const response of held.splice(0)) answer(response);
    },
  };
}

/** Verifies a received request the way a receiver would, with the standardwebhooks package. */
export function verify(secret: string, request: ReceivedRequest): unknown {
  return new Webhook(secret).verify(request.body, request.headers as Record<string, string>);
}

/**
 * Polls until `check` passes (no fixed sleeps). Only for a state that is reached in the end, never
 * to race one: the generous default is for a loaded machine and stays inside the 60 s testTimeout.
 */
export async function eventually<T>(check: () => T | Promise<T>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
}
