import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { resetConfigForTests } from "@/lib/config/env";

export interface LocalServer {
  /** http://127.0.0.1:port */
  origin: string;
  port: number;
  requests: IncomingMessage[];
  close: () => Promise<void>;
}

/** An HTTP server on 127.0.0.1 with a random port; every request is recorded. */
export async function startServer(
  handler: (request: IncomingMessage, response: ServerResponse) => void,
): Promise<LocalServer> {
  const requests: IncomingMessage[] = [];
  const server = createServer((request, response) => {
    requests.push(request);
    handler(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Sets ALLOW_PRIVATE_TARGETS for the next getConfig() (tests talk to 127.0.0.1). */
export function allowPrivateTargets(allow: boolean): void {
  if (allow) process.env.ALLOW_PRIVATE_TARGETS = "1";
  else delete process.env.ALLOW_PRIVATE_TARGETS;
  resetConfigForTests();
}
