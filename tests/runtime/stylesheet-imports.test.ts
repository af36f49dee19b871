import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The root layout imports no stylesheet (app/layout.tsx says why), so every page the app renders
// must reach globals.css through its own file or a layout between it and the root; unknown URLs
// get app/global-not-found.tsx, a document of its own.
const APP = path.join(process.cwd(), "app");
const IMPORTS_STYLESHEET = /^import\s+["'](?:\.\.?\/)+globals\.css["'];?$/m;
const RENDERED = new Set(["page.tsx", "not-found.tsx", "error.tsx", "loading.tsx"]);

function renderedFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "api" && dir === APP ? [] : renderedFiles(full);
    return RENDERED.has(entry.name) ? [full] : [];
  });
}

const importsStylesheet = (file: string) =>
  fs.existsSync(file) && IMPORTS_STYLESHEET.test(fs.readFileSync(file, "utf8"));

/** The file itself, or a layout.tsx in its folder or any folder above it, the root's excepted. */
function styled(file: string): boolean {
  if (importsStylesheet(file)) return true;
  for (let dir = path.dirname(file); dir !== APP; dir = path.dirname(dir)) {
    if (importsStylesheet(path.join(dir, "layout.tsx"))) return true;
  }
  return false;
}

describe("the app's stylesheet", () => {
  it("is not imported by the root layout nor by a not-found beside it, and the page for unknown URLs has it", () => {
    expect(importsStylesheet(path.join(APP, "layout.tsx"))).toBe(false);
    expect(fs.existsSync(path.join(APP, "not-found.tsx"))).toBe(false);
    expect(importsStylesheet(path.join(APP, "global-not-found.tsx"))).toBe(true);
  });

  it("reaches every page, not-found, error and loading file", () => {
    const files = renderedFiles(APP);
    expect(files.length).toBeGreaterThan(30);
    expect(files.filter((file) => !styled(file)).map((file) => path.relative(APP, file))).toEqual([]);
  });
});
