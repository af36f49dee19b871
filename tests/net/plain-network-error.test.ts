import { createServer } from "node:net";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { fetchGuarded } from "@/lib/net/fetch-guarded";
import { plainNetworkError } from "@/lib/net/plain-network-error";
import { allowPrivateTargets } from "./local-server";
import { refusal } from "./refusal";

afterEach(() => allowPrivateTargets(false));

/** A port on 127.0.0.1 that nothing listens on (taken, then given back). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe("a failed outbound request, in words", () => {
  it("names what happened at the host, without Node's codes and punctuation", async () => {
    allowPrivateTargets(true);
    const port = await closedPort();
    const refused = await refusal(fetchGuarded(`http://127.0.0.1:${port}/hook`, { method: "POST", body: "{}" }));
    expect(refused.reason).toBe("network");
    expect(refused.message).toBe(`127.0.0.1:${port} refused the connection (nothing is listening on that port).`);

    // A listener that hangs up on every connection.
    const rude = createServer((socket) => socket.destroy());
    await new Promise<void>((resolve) => rude.listen(0, "127.0.0.1", resolve));
    const rudePort = (rude.address() as AddressInfo).port;
    const reset = await refusal(fetchGuarded(`http://127.0.0.1:${rudePort}/hook`));
    expect(reset.message).toBe(`127.0.0.1:${rudePort} closed the connection without an answer.`);
    await new Promise<void>((resolve) => rude.close(() => resolve()));
  });

  it("reads the code inside an AggregateError (several addresses tried) and names an unknown one plainly", () => {
    const inner = Object.assign(new Error("connect ECONNREFUSED ::1:9"), { code: "ECONNREFUSED" });
    expect(plainNetworkError("localhost:9", new AggregateError([inner], ""))).toBe(
      "localhost:9 refused the connection (nothing is listening on that port).",
    );
    expect(plainNetworkError("example.com", Object.assign(new Error("weird"), { code: "EWEIRD" }))).toBe(
      "The request to example.com failed (EWEIRD).",
    );
    expect(plainNetworkError("example.com", new Error(""))).toBe("The request to example.com failed.");
  });
});
