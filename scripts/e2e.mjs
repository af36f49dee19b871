// npm run test:e2e [-- playwright args] — the browser and HTTP end-to-end suites alone, against a
// current production build (built first when the sources changed).
import { spawnSync } from "node:child_process";
import path from "node:path";
import { ensureBuild } from "./lib/build-state.mjs";
import { findChromium } from "./lib/find-chromium.mjs";

const chromium = findChromium();
ensureBuild();
const { status } = spawnSync(path.join("node_modules", ".bin", "playwright"), ["test", ...process.argv.slice(2)], {
  stdio: "inherit",
  env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", CHROMIUM_PATH: chromium },
});
process.exit(status ?? 1);
