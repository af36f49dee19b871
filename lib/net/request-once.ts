import http, { type IncomingHttpHeaders } from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import { OutboundRequestError } from "./outbound-error";
import type { ResolvedAddress } from "./resolve-target";
import { plainNetworkError } from "./plain-network-error";

export interface HopRequest {
  url: URL;
  /** The address already checked by resolveTarget: the socket connects here and nowhere else. */
  address: ResolvedAddress;
  method: string;
  headers: Record<string, string>;
  body?: string | Buffer;
  /** Absolute time (ms since epoch) by which the whole exchange must end. */
  deadline: number;
  connectTimeoutMs: number;
  maxBytes: number;
  /** Past maxBytes: false (default) refuses the response; true keeps the first maxBytes and stops reading. */
  truncate?: boolean;
}

export interface HopResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A lookup that answers with the pinned address, so no second DNS query can differ (rebinding). */
function pinnedLookup({ address, family }: ResolvedAddress): LookupFunction {
  return ((_hostname: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    if (options?.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  }) as LookupFunction;
}

/** One HTTP exchange, no redirects followed; the body is read only up to maxBytes. */
export function requestOnce(hop: HopRequest): Promise<HopResponse> {
  return new Promise((resolve, reject) => {
    const client = hop.url.protocol === "https:" ? https : http;
    const request = client.request(hop.url, {
      method: hop.method,
      headers: hop.headers,
      lookup: pinnedLookup(hop.address),
      agent: false,
    });
    const fail = (error: OutboundRequestError) => request.destroy(error);
    const total = setTimeout(
      () => fail(new OutboundRequestError("timeout", `${hop.url.host} did not answer in time`)),
      Math.max(0, hop.deadline - Date.now()),
    );
    const connect = setTimeout(
      () => fail(new OutboundRequestError("timeout", `could not connect to ${hop.url.host} in time`)),
      Math.min(hop.connectTimeoutMs, Math.max(0, hop.deadline - Date.now())),
    );
    request.on("socket", (socket) =>
      socket.once(hop.url.protocol === "https:" ? "secureConnect" : "connect", () => clearTimeout(connect)),
    );
    request.on("error", (error) => {
      clearTimeout(total);
      clearTimeout(connect);
      reject(
        error instanceof OutboundRequestError
          ? error
          : new OutboundRequestError("network", plainNetworkError(hop.url.host, error)),
      );
    });
    request.on("response", (response) => {
      clearTimeout(connect);
      const tooLarge = () =>
        new OutboundRequestError("too-large", `the response from ${hop.url.host} is larger than ${hop.maxBytes} bytes`);
      if (!hop.truncate && Number(response.headers["content-length"]) > hop.maxBytes) return fail(tooLarge());
      const chunks: Buffer[] = [];
      let size = 0;
      response.on("data", (chunk: Buffer) => {
        size += chunk.length;
        if (size <= hop.maxBytes) return void chunks.push(chunk);
        if (!hop.truncate) {
          // Refused here, not through the request's error: a body that came whole in this chunk
          // would otherwise still end, and answer as an empty 200.
          clearTimeout(total);
          reject(tooLarge());
          return fail(tooLarge());
        }
        chunks.push(chunk.subarray(0, chunk.length - (size - hop.maxBytes)));
        clearTimeout(total);
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) });
        request.destroy();
      });
      response.on("end", () => {
        clearTimeout(total);
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) });
      });
      response.on("error", (error) => {
        clearTimeout(total);
        reject(new OutboundRequestError("network", `The answer from ${hop.url.host} broke off (${error.message}).`));
      });
    });
    request.end(hop.body);
  });
}
