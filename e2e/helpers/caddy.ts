import { type ChildProcess, execFile, spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { createServer, connect } from "node:net";
import path from "node:path";

// Runs the shipped deploy/Caddyfile on loopback ports with Caddy's own CA, for the TLS e2e spec.

const DEPLOY_CADDYFILE = path.resolve(import.meta.dirname, "../../deploy/Caddyfile");
/** Where deploy/Caddyfile expects Codebeam (its `ask` and `reverse_proxy`). */
const DEPLOYED_UPSTREAM = "127.0.0.1:3000";

export const caddyInstalled = () => !spawnSync("caddy", ["version"], { stdio: "ignore" }).error;

/** A TCP port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface CaddyOptions {
  /** host:port of the e2e server, in place of the deployed 127.0.0.1:3000. */
  upstream: string;
  httpPort: number;
  httpsPort: number;
  /** Caddy's storage: certificates, and its local CA under pki/authorities/local. */
  dir: string;
}

/**
 * deploy/Caddyfile as shipped, pointed at the test server, with test-only global options: no admin
 * endpoint, loopback ports, storage in the test's directory, and `local_certs` (every certificate,
 * on-demand ones included, from Caddy's own CA instead of Let's Encrypt: `tls internal` for all
 * sites) without installing that CA into the machine's trust store.
 */
export function testCaddyfile({ upstream, httpPort, httpsPort, dir }: CaddyOptions): string {
  const deployed = readFileSync(DEPLOY_CADDYFILE, "utf8");
  const globals = [
    "admin off",
    `http_port ${httpPort}`,
    `https_port ${httpsPort}`,
    `storage file_system ${dir}`,
    "skip_install_trust",
    "local_certs",
  ];
  if (!/^\{$/m.test(deployed) || !deployed.includes(DEPLOYED_UPSTREAM))
    throw new Error("deploy/Caddyfile no longer has a global block and 127.0.0.1:3000: update this helper");
  return deployed
    .replace(/^\{$/m, `{\n${globals.map((line) => `\t${line}`).join("\n")}`)
    .replaceAll(DEPLOYED_UPSTREAM, upstream);
}

export interface RunningCaddy {
  /** Caddy's local root certificate, for curl --cacert. */
  rootCert: string;
  log: () => string;
  stop: () => Promise<void>;
}

const portOpen = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.end();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });

/** `caddy run` on testCaddyfile(options); resolves once it listens and its CA exists. */
export async function startCaddy(options: CaddyOptions, env: Record<string, string>): Promise<RunningCaddy> {
  const config = path.join(options.dir, "Caddyfile");
  writeFileSync(config, testCaddyfile(options));
  const child: ChildProcess = spawn("caddy", ["run", "--config", config, "--adapter", "caddyfile"], {
    env: { ...process.env, ...env, HOME: options.dir, XDG_DATA_HOME: options.dir, XDG_CONFIG_HOME: options.dir },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  let exited = false;
  const exit = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  void exit.then(() => (exited = true));
  const stop = async () => {
    if (!exited) child.kill("SIGTERM");
    await exit;
  };
  const rootCert = path.join(options.dir, "pki/authorities/local/root.crt");
  const deadline = Date.now() + 30_000;
  while (!(existsSync(rootCert) && (await portOpen(options.httpsPort)))) {
    if (exited || Date.now() > deadline) {
      await stop();
      throw new Error(`caddy did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { rootCert, log: () => output, stop };
}

export interface CurlResult {
  exitCode: number;
  /** `%{http_code} %{redirect_url}` */
  out: string;
  stderr: string;
}

/** GET https://<host>:<port><path> through Caddy on 127.0.0.1, trusting only Caddy's local CA. */
export function curlThrough(host: string, port: number, urlPath: string, rootCert: string): Promise<CurlResult> {
  const args = [
    "--silent",
    "--show-error",
    "--max-time",
    "20",
    "--resolve",
    `${host}:${port}:127.0.0.1`,
    "--cacert",
    rootCert,
    `https://${host}:${port}${urlPath}`,
    "-o",
    "/dev/null",
    "-w",
    "%{http_code} %{redirect_url}",
  ];
  return new Promise((resolve) => {
    execFile("curl", args, (error, stdout, stderr) =>
      resolve({ exitCode: error ? Number(error.code ?? 1) : 0, out: stdout.trim(), stderr }),
    );
  });
}
