import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerClientError } from "@/lib/server/malformed-requests";
import {
  allowedMethods,
  answerConnect,
  answerUnknownMethod,
  answerUnsupportedMethod,
} from "@/lib/server/unsupported-methods";
import { hasBuild, kill, startServer } from "./server-process";

/** One raw HTTP/1.1 exchange: what the socket received until it closed (or 2 s passed). */
function rawExchange(
  port: number,
  head: string,
): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () => socket.write(head));
    let received = "";
    socket.setEncoding("latin1");
    socket.on("data", (chunk) => (received += chunk));
    socket.on("error", reject);
    const done = () => {
      const [top, ...rest] = received.split("\r\n\r\n");
      const [statusLine, ...lines] = top.split("\r\n");
      const headers = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(":")).toLowerCase(), line.slice(line.indexOf(":") + 1).trim()]),
      );
      resolve({ status: Number(statusLine.split(" ")[1]), headers, body: rest.join("\r\n\r\n") });
    };
    socket.on("close", done);
    setTimeout(() => socket.destroy(), 2_000);
  });
}

const request = (method: string, target: string, extra = "") =>
  `${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\n${extra}Connection: close\r\n\r\n`;

describe("allowedMethods: what a path accepts", () => {
  it("lists an /api/v1 route's exported methods (from the contracts), HEAD with GET, and OPTIONS", async () => {
    expect(await allowedMethods("/api/v1/qrcodes")).toEqual(["GET", "HEAD", "POST", "OPTIONS"]);
    expect(await allowedMethods("/api/v1/qrcodes/batch")).toEqual(["POST", "OPTIONS"]);
    expect(await allowedMethods("/api/v1/qrcodes/cm0abc/image")).toEqual(["GET", "HEAD", "OPTIONS"]);
    expect(await allowedMethods("/api/v1/qrcodes/cm0abc")).toEqual(["GET", "HEAD", "PATCH", "DELETE", "OPTIONS"]);
    expect(await allowedMethods("/api/v1/mcp")).toEqual(["POST", "OPTIONS"]);
  });

  it("answers GET, HEAD, POST for short links, pages and unknown API paths", async () => {
    for (const pathname of ["/s/abc", "/", "/dashboard", "/api/v1/nothing-here"])
      expect(await allowedMethods(pathname)).toEqual(["GET", "HEAD", "POST"]);
  });
});

describe("a method no route serves, at the server's edge (wired as server.ts wires it)", () => {
  let server: http.Server;
  let port = 0;
  const reachedNext: string[] = [];
  beforeAll(async () => {
    server = http.createServer((incoming, outgoing) => {
      if (answerUnsupportedMethod(incoming, outgoing)) return;
      reachedNext.push(`${incoming.method} ${incoming.url}`);
      outgoing.end("routed");
    });
    server.on(
      "clientError",
      (error: Error & { code?: string }, socket) =>
        answerUnknownMethod(error, socket) || answerClientError(error, socket),
    );
    server.on("connect", answerConnect);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("TRACE on an API route: 405, Allow, the flat error body with the caller's request id", async () => {
    const answer = await rawExchange(port, request("TRACE", "/api/v1/qrcodes?page=1", "X-Request-Id: trace-1\r\n"));
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe("GET, HEAD, POST, OPTIONS");
    expect(answer.headers["x-request-id"]).toBe("trace-1");
    expect(JSON.parse(answer.body)).toEqual({
      error: "Method Not Allowed",
      code: "METHOD_NOT_ALLOWED",
      message: "TRACE is not allowed here; allowed: GET, HEAD, POST, OPTIONS.",
      requestId: "trace-1",
    });
  });

  it("the users endpoints answer in their nested shape", async () => {
    const answer = await rawExchange(port, request("TRACE", "/api/v1/users"));
    expect(answer.status).toBe(405);
    expect(JSON.parse(answer.body).error).toMatchObject({
      code: "method_not_allowed",
      requestId: expect.stringMatching(/^req_/),
    });
  });

  it("made-up tokens and other methods Next does not route (PROPFIND, QUERY) get the same 405", async () => {
    for (const method of ["FOO", "BREW", "PROPFIND", "QUERY", "PURGE"]) {
      const answer = await rawExchange(port, request(method, "/api/v1/mcp"));
      expect(answer.status, method).toBe(405);
      expect(answer.headers.allow, method).toBe("POST, OPTIONS");
      expect(JSON.parse(answer.body), method).toMatchObject({
        code: "METHOD_NOT_ALLOWED",
        message: `${method} is not allowed here; allowed: POST, OPTIONS.`,
      });
    }
  });

  it("CONNECT, by path or by authority, is a 405 too, not a dropped connection", async () => {
    const byPath = await rawExchange(port, request("CONNECT", "/api/v1/qrcodes/batch"));
    expect([byPath.status, byPath.headers.allow]).toEqual([405, "POST, OPTIONS"]);
    const byAuthority = await rawExchange(port, request("CONNECT", "example.com:443"));
    expect([byAuthority.status, byAuthority.headers.allow]).toEqual([405, "GET, HEAD, POST"]);
    expect(byAuthority.body).toContain("Method Not Allowed");
  });

  it("short links and pages: 405 with GET, HEAD, POST and a plain-text body", async () => {
    for (const target of ["/s/abc123", "/dashboard"]) {
      const answer = await rawExchange(port, request("TRACE", target));
      expect([answer.status, answer.headers.allow, answer.headers["content-type"]]).toEqual([
        405,
        "GET, HEAD, POST",
        "text/plain; charset=utf-8",
      ]);
    }
  });

  it("leaves the routed methods to Next, and a head that is not HTTP a 400", async () => {
    for (const method of ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"])
      expect((await rawExchange(port, request(method, "/api/v1/qrcodes"))).status).toBe(200);
    expect(reachedNext).toHaveLength(7);
    expect((await rawExchange(port, "\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03\r\n\r\n")).status).toBe(400);
  });
});

describe.skipIf(!hasBuild)("the production server", () => {
  it("answers TRACE with 405 and Allow on an API route and on a short link, logging no stack trace", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "codebeam-methods-"));
    const port = 3183;
    const server = startServer({
      PORT: String(port),
      APP_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      DATABASE_URL: "",
    });
    try {
      const deadline = Date.now() + 120_000;
      while (!server.output().includes("Codebeam is running") && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 200));
      const api = await rawExchange(port, request("TRACE", "/api/v1/qrcodes"));
      expect([api.status, api.headers.allow, JSON.parse(api.body).code]).toEqual([
        405,
        "GET, HEAD, POST, OPTIONS",
        "METHOD_NOT_ALLOWED",
      ]);
      const shortLink = await rawExchange(port, request("TRACE", "/s/abc123"));
      expect([shortLink.status, shortLink.headers.allow]).toEqual([405, "GET, HEAD, POST"]);
      const madeUp = await rawExchange(port, request("FOO", "/api/v1/mcp"));
      expect([madeUp.status, madeUp.headers.allow]).toEqual([405, "POST, OPTIONS"]);
      expect(server.output()).not.toMatch(/unsupported|Error:/);
    } finally {
      kill(server.child);
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
