/** @type {import('next').NextConfig} */
const nextConfig = {
  // Native or WASM packages loaded from node_modules at run time, never bundled (pdfkit reads its font
  // metrics from files beside its own code).
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
  ],
  poweredByHeader: false,
  typedRoutes: false,
};

export default nextConfig;
