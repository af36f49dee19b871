import { execFileSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { caddyInstalled, testCaddyfile } from "@/e2e/helpers/caddy";

// deploy/Caddyfile as Caddy itself reads it (`caddy adapt`, no server started): the on-demand
// gate asks Codebeam's tls-allowed, the catch-all site gets certificates only on demand, and both
// sites proxy to Codebeam. e2e/api/caddy-tls.spec.ts runs it for real in front of the server.
const root = path.resolve(import.meta.dirname, "../..");
const runs = caddyInstalled() || Boolean(process.env.CODEBEAM_REQUIRE_CADDY);

function adapt(file: string): any {
  const json = execFileSync("caddy", ["adapt", "--config", file, "--adapter", "caddyfile"], {
    env: { ...process.env, CODEBEAM_HOST: "codes.example.com" },
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  });
  return JSON.parse(json);
}

describe.runIf(runs)("deploy/Caddyfile", () => {
  it("asks tls-allowed before an on-demand certificate and proxies every site to 127.0.0.1:3000", () => {
    const config = adapt(path.join(root, "deploy/Caddyfile"));
    const automation = config.apps.tls.automation;
    expect(automation.on_demand.ask).toBe("http://127.0.0.1:3000/api/v1/domains/tls-allowed");
    // The own host's certificate at start; every other name only on demand (so only when asked).
    expect(automation.policies).toEqual([{ subjects: ["codes.example.com"] }, { on_demand: true }]);
    const server = config.apps.http.servers.srv0;
    expect(server.listen).toEqual([":443"]);
    const [own, catchAll] = server.routes;
    expect(own.match).toEqual([{ host: ["codes.example.com"] }]);
    expect(catchAll.match).toBeUndefined();
    for (const route of [own, catchAll]) {
      const [proxy] = route.handle[0].routes[0].handle;
      // No header rewrites: Host goes through as the visitor sent it (routing reads it).
      expect(proxy).toEqual({ handler: "reverse_proxy", upstreams: [{ dial: "127.0.0.1:3000" }] });
    }
  });
});

describe("the e2e spec's Caddyfile", () => {
  it("is deploy/Caddyfile with test-only global options, pointed at the test server", () => {
    const text = testCaddyfile({ upstream: "127.0.0.1:3310", httpPort: 2080, httpsPort: 2443, dir: "/tmp/x" });
    expect(text).not.toContain("127.0.0.1:3000");
    expect(text).toContain("ask http://127.0.0.1:3310/api/v1/domains/tls-allowed");
    expect(text).toMatch(/^\{\n\tadmin off\n\thttp_port 2080\n\thttps_port 2443\n\tstorage file_system \/tmp\/x\n/m);
    expect(text).toContain("\tlocal_certs\n");
  });
});
