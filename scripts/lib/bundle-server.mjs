// The production server (server.ts and the lib/ code it imports) as one JavaScript file, built with
// the app: `npm start` runs it with plain Node, no TypeScript compiler at run time. Packages stay
// in node_modules (the same copies Next's bundles load: pg, PGlite, Prisma's runtime, next).
import { buildSync, stop } from "esbuild";

/** Where the bundle goes: inside .next, so it belongs to (and is emptied with) the build it serves. */
export const SERVER_BUNDLE = ".next/codebeam-server.mjs";

export function bundleServer() {
  buildSync({
    entryPoints: ["server.ts"],
    outfile: SERVER_BUNDLE,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20.19",
    packages: "external",
    sourcemap: true,
    logLevel: "warning",
  });
  // esbuild's service process would otherwise live on beside the server `npm start` runs next.
  stop();
}
