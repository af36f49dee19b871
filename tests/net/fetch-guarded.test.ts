import { afterEach, describe, expect, it } from "vitest";
import { fetchGuarded } from "@/lib/net/fetch-guarded";
import { requestOnce } from "@/lib/net/request-once";
import { refusal } from "./refusal";
import { allowPrivateTargets, type LocalServer, startServer } from "./local-server";

let servers: LocalServer[] = [];
async function serve(...args: Parameters<typeof startServer>) {
  const server = await startServer(...args);
  servers.push(server);
  return server;
}
afterEach(async () => {
  await Promise.all(servers.map((server) => server.close()));
  servers = [];
  allowPrivateTargets(false);
});

describe("fetchGuarded with private targets refused (the default)", () => {
  it.each([
    ["http://127.0.0.1:9/x", "loopback"],
    ["http://10.0.0.1/x", "private"],
    ["http://169.254.169.254/latest/meta-data/", "metadata"],
    ["http://[::1]:9/x", "IPv6 loopback"],
    ["http://[::ffff:127.0.0.1]:9/x", "IPv4-mapped loopback"],
    ["http://localhost:9/x", "a name resolving to loopback"],
  ])("refuses %s (%s) before connecting", async (url) => {
    const error = await refusal(fetchGuarded(url));
    expect(error.reason).toBe("blocked");
    expect(error.message).toMatch(/private, loopback, link-local or reserved/);
  });

  it.each(["ftp://example.com/logo.png", "file:///etc/passwd", "gopher://example.com/", "not a url"])(
    "refuses %s",
    async (url) => {
      expect((await refusal(fetchGuarded(url))).reason).toBe("scheme");
    },
  );

  it("re-checks a redirect to a private address and refuses it", async () => {
    const server = await serve((_request, response) => {
      response.writeHead(302, { location: "http://169.254.169.254/latest/meta-data/" }).end();
    });
    const error = await refusal(fetchGuarded(`${server.origin}/logo.png`, { allowAddresses: ["127.0.0.1"] }));
    expect(error.reason).toBe("blocked");
    expect(error.message).toContain("169.254.169.254");
    expect(server.requests).toHaveLength(1);
  });

  it("refuses a relative-looking redirect that lands on another private address", async () => {
    const server = await serve((_request, response) => {
      response.writeHead(301, { location: "//[::1]:1/admin" }).end();
    });
    expect((await refusal(fetchGuarded(`${server.origin}/`, { allowAddresses: ["127.0.0.1"] }))).reason).toBe(
      "blocked",
    );
  });
});

describe("fetchGuarded against a local server (ALLOW_PRIVATE_TARGETS=1)", () => {
  it("returns status, headers and body", async () => {
    allowPrivateTargets(true);
    const server = await serve((_request, response) => {
      response.writeHead(200, { "content-type": "text/plain" }).end("hello");
    });
    const response = await fetchGuarded(`${server.origin}/hi`);
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toBe("text/plain");
    expect(response.body.toString()).toBe("hello");
  });

  it("follows up to 3 redirects and reports the final URL", async () => {
    allowPrivateTargets(true);
    const server = await serve((request, response) => {
      const step = Number(request.url?.slice(1));
      if (step < 3) response.writeHead(302, { location: `/${step + 1}` }).end();
      else response.end(`arrived at ${step}`);
    });
    const response = await fetchGuarded(`${server.origin}/0`);
    expect(response.body.toString()).toBe("arrived at 3");
    expect(response.url).toBe(`${server.origin}/3`);
  });

  it("refuses a fourth redirect", async () => {
    allowPrivateTargets(true);
    const server = await serve((request, response) => {
      response.writeHead(302, { location: `${request.url}x` }).end();
    });
    expect((await refusal(fetchGuarded(`${server.origin}/r`))).reason).toBe("redirects");
    expect(server.requests).toHaveLength(4);
  });

  it("refuses a body above the cap, declared or streamed", async () => {
    allowPrivateTargets(true);
    const big = Buffer.alloc(3 * 1024 * 1024, 1);
    const server = await serve((request, response) => {
      if (request.url === "/declared") response.writeHead(200, { "content-length": big.length }).end(big);
      else {
        response.writeHead(200);
        for (let i = 0; i < 48; i++) response.write(Buffer.alloc(64 * 1024, 2));
        response.end();
      }
    });
    expect((await refusal(fetchGuarded(`${server.origin}/declared`))).reason).toBe("too-large");
    expect((await refusal(fetchGuarded(`${server.origin}/streamed`))).reason).toBe("too-large");
    const small = await fetchGuarded(`${server.origin}/streamed`, { maxBytes: 4 * 1024 * 1024 });
    expect(small.body.length).toBe(48 * 64 * 1024);
  });

  it("refuses an undeclared body past the cap that arrives in one piece", async () => {
    allowPrivateTargets(true);
    const server = await serve((_request, response) => {
      response.writeHead(200);
      response.end(Buffer.alloc(5 * 1024, 3));
    });
    expect((await refusal(fetchGuarded(`${server.origin}/one`, { maxBytes: 1000 }))).reason).toBe("too-large");
  });

  it("gives up on a server that never answers", async () => {
    allowPrivateTargets(true);
    const server = await serve(() => {
      /* never answers */
    });
    const error = await refusal(fetchGuarded(`${server.origin}/slow`, { timeoutMs: 300 }));
    expect(error.reason).toBe("timeout");
  });

  it("turns a POST into a GET on 303 and keeps the body on 307", async () => {
    allowPrivateTargets(true);
    const seen: string[] = [];
    const server = await serve((request, response) => {
      let body = "";
      request.on("data", (chunk) => (body += chunk));
      request.on("end", () => {
        seen.push(`${request.method} ${request.url} ${body}`);
        if (request.url === "/see-other") response.writeHead(303, { location: "/done" }).end();
        else if (request.url === "/temporary") response.writeHead(307, { location: "/done" }).end();
        else response.end("ok");
      });
    });
    await fetchGuarded(`${server.origin}/see-other`, {
      method: "POST",
      body: "payload",
      headers: { "content-type": "text/plain" },
    });
    await fetchGuarded(`${server.origin}/temporary`, {
      method: "POST",
      body: "payload",
      headers: { "content-type": "text/plain" },
    });
    expect(seen).toEqual(["POST /see-other payload", "GET /done ", "POST /temporary payload", "POST /done payload"]);
  });

  it("connects to the address it checked and never resolves the name again (no DNS rebinding)", async () => {
    const server = await serve((request, response) => {
      response.end(`host header ${request.headers.host}`);
    });
    const response = await requestOnce({
      url: new URL(`http://logo.example.invalid:${server.port}/x`),
      address: { address: "127.0.0.1", family: 4 },
      method: "GET",
      headers: {},
      deadline: Date.now() + 5000,
      connectTimeoutMs: 5000,
      maxBytes: 1024,
    });
    expect(response.body.toString()).toBe(`host header logo.example.invalid:${server.port}`);
  });
});
