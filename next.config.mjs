/** @type {import('next').NextConfig} */
const nextConfig = {
  // Native or WASM packages loaded from node_modules at run time, never bundled (pdfkit reads its font
  // metrics from files beside its own code). The QR decoders of the print check too: @zxing/library's
  // ESM build has no default export, and Node loads its CommonJS build as the tests do.
  serverExternalPackages: [
    "@electric-sql/pglite",
    "pglite-prisma-adapter",
    "pg",
    "ioredis",
    "bcryptjs",
    "@node-rs/argon2",
    "@prisma/adapter-pg",
    "pdfkit",
    "svg-to-pdfkit",
    "@zxing/library",
    "jsqr",
    // Starts its threads from a file beside its own code.
    "piscina",
    // Loads its native binary from its platform package.
    "koffi",
  ],
  poweredByHeader: false,
  experimental: {
    // The stylesheet (one small Tailwind file for the whole app) arrives inside the HTML, so the first
    // paint waits for no second request; client-side navigations still fetch it as a file.
    inlineCss: true,
    // Unknown URLs get app/global-not-found.tsx, a document of its own: the root layout imports no
    // stylesheet (app/layout.tsx says why), so the root's not-found could not be styled.
    globalNotFound: true,
    // Route modules load when their route is first asked for, not all at start: the idle server
    // holds only what it has served (the dashboard's and API's modules are most of its heap).
    preloadEntriesOnStart: false,
  },
  typedRoutes: false,
};

export default nextConfig;
