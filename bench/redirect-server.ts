// The child process of bench/redirect.ts: one server, a bare Node one answering 302 or our
// short-link handler (bench/redirect-short-link-server.ts), so the load generator does not share
// its event loop. Forked as `redirect-server.ts --serve <bare|shortlink> [--variant json] [--database url]`.
import { createServer } from "node:http";
import { PORTS } from "./cannon";
import { sendToParent, type ToChild, type Variant } from "./redirect-protocol";
import { serveShortLinks } from "./redirect-short-link-server";

function serveBare(): void {
  const server = createServer((_request, response) => {
    response.writeHead(302, {
      location: "https://example.com/landing?utm_source=qr",
      "cache-control": "no-store",
      "content-length": "0",
    });
    response.end();
  });
  server.listen(PORTS.bare, "127.0.0.1", () => sendToParent({ type: "ready", path: "/" }));
  process.on("message", (message: ToChild) => message.type === "stop" && server.close(() => process.exit(0)));
}

const args = process.argv.slice(2);
if (args[0] === "--serve") {
  const database = args.indexOf("--database");
  const variant = args.indexOf("--variant");
  if (args[1] === "bare") serveBare();
  else
    await serveShortLinks(
      database === -1 ? undefined : args[database + 1],
      variant === -1 ? {} : (JSON.parse(args[variant + 1]) as Variant),
    );
}
