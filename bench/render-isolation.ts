// What rendering does to everyone else on the server: short-link redirects (10 connections) through
// the production server on PostgreSQL, alone and while other clients draw images (8 connections of
// 1000 px styled PNGs, with a 20-code label sheet PDF every second), once with the render threads
// (RENDER_THREADS unset: the default) and once drawing on the event loop (RENDER_THREADS=0), each
// server started fresh in the same run. `npm run build` first.
//   npx tsx bench/render-isolation.ts   (BENCH_DURATION seconds per row, default 10; BENCH_DATABASE_URL)
import { randomBytes } from "node:crypto";
import os from "node:os";
import { pathToFileURL } from "node:url";
import { createBenchDatabase } from "./bench-database";
import { autocannon, type CannonResult, DURATION_S, PHONE, PORTS, WARMUP_S } from "./cannon";
import { benchServerEnv, startServer } from "./production-server";
import { type Seed, seed } from "./seed-account";

const REDIRECT_CONNECTIONS = 10;
const RENDER_CONNECTIONS = 8;
const STYLED = "templateId=social-sunset-gradient&format=png&size=1000";

const redirects = (base: string, shortCode: string, duration: number) =>
  autocannon({
    url: `${base}/s/${shortCode}`,
    connections: REDIRECT_CONNECTIONS,
    duration,
    headers: { "user-agent": PHONE },
  });

/** Renders and sheets until `stop` resolves; how many of each answered 200. */
async function renderLoad(base: string, key: string, ids: string[], stop: Promise<void>) {
  let running = true;
  void stop.then(() => {
    running = false;
  });
  const counts = { images: 0, sheets: 0, other: 0 };
  const auth = { authorization: `Bearer ${key}` };
  const images = async () => {
    while (running) {
      const content = encodeURIComponent(`https://example.com/r/${randomBytes(6).toString("hex")}`);
      const answer = await fetch(`${base}/api/v1/qrcode/generate?content=${content}&${STYLED}`, { headers: auth });
      await answer.arrayBuffer();
      if (answer.status === 200) counts.images++;
      else counts.other++;
    }
  };
  const sheets = async () => {
    while (running) {
      const answer = await fetch(`${base}/api/v1/qrcodes/sheet`, {
        method: "POST",
        headers: { ...auth, "content-type": "application/json" },
        body: JSON.stringify({ ids, preset: "L7160", force: true }),
      });
      await answer.arrayBuffer();
      if (answer.status === 200) counts.sheets++;
      else counts.other++;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  };
  await Promise.all([...Array.from({ length: RENDER_CONNECTIONS }, images), sheets()]);
  return counts;
}

const row = (label: string, result: CannonResult, extra = "") =>
  `| ${label} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${result.latency.max} | ${extra} |`;

async function runWith(threads: string | undefined, databaseUrl: string, { key, shortCodes }: Seed): Promise<string[]> {
  const env = { ...benchServerEnv(PORTS.shortlink, databaseUrl, undefined), SCAN_REPEAT_LIMIT: "0" };
  const server = await startServer(threads === undefined ? env : { ...env, RENDER_THREADS: threads });
  const base = `http://127.0.0.1:${PORTS.shortlink}`;
  const label = threads === undefined ? "render threads (default)" : "on the event loop (RENDER_THREADS=0)";
  try {
    const list = await fetch(`${base}/api/v1/qrcodes?size=20`, { headers: { authorization: `Bearer ${key}` } });
    const ids = ((await list.json()) as { data: { id: string }[] }).data.map((code) => code.id);
    await redirects(base, shortCodes[0], WARMUP_S);
    const alone = await redirects(base, shortCodes[0], DURATION_S);
    let stop: () => void = () => {};
    const stopped = new Promise<void>((resolve) => {
      stop = resolve;
    });
    const load = renderLoad(base, key, ids, stopped);
    await new Promise((resolve) => setTimeout(resolve, WARMUP_S * 1000));
    const during = await redirects(base, shortCodes[1], DURATION_S);
    stop();
    const counts = await load;
    return [
      row(`${label}, redirects alone`, alone),
      row(
        `${label}, redirects while images draw`,
        during,
        `${counts.images} images, ${counts.sheets} sheets, ${counts.other} not 200`,
      ),
    ];
  } finally {
    await server.stop();
  }
}

export async function runRenderIsolationBench(): Promise<string> {
  const database = await createBenchDatabase("codebeam_render_isolation");
  if (!database) return "render-isolation: no PostgreSQL at BENCH_DATABASE_URL; skipped.";
  const lines = [
    `Render isolation: GET /s/{code} (${REDIRECT_CONNECTIONS} connections, ${DURATION_S} s) through the production server on PostgreSQL, alone and beside ${RENDER_CONNECTIONS} clients drawing 1000 px styled PNGs plus a 20-code label sheet each second; Node ${process.version}, ${os.cpus().length} CPUs.`,
    "",
    "| row | redirects/s | p50 ms | p99 ms | max ms | renders meanwhile |",
    "|---|---|---|---|---|---|",
  ];
  try {
    const seeded = await seed(database.url, undefined);
    for (const threads of [undefined, "0"]) lines.push(...(await runWith(threads, database.url, seeded)));
  } finally {
    await database.drop();
  }
  return lines.join("\n");
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) console.log(await runRenderIsolationBench());
