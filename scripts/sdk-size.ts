// npm run sdk:size — the shipped weight of @codebeam/sdk: sdk/dist/index.js minified and gzipped
// (what a browser bundle adds). Goal: under 6 KB. Run `npm run sdk:build` first.
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { transform } from "esbuild";

const GOAL_BYTES = 6 * 1024;
const file = path.resolve(import.meta.dirname, "..", "sdk", "dist", "index.js");
const source = readFileSync(file, "utf8");
const { code } = await transform(source, { minify: true, format: "esm", target: "es2020" });
const gzipped = gzipSync(code, { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`;
console.log(
  `sdk/dist/index.js: ${kb(source.length)} built, ${kb(code.length)} minified, ${kb(gzipped)} minified+gzipped (goal < ${kb(GOAL_BYTES)})`,
);
if (gzipped >= GOAL_BYTES) process.exitCode = 1;
