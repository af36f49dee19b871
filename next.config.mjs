/** @type {import('next').NextConfig} */
const nextConfig = {
  // Native or WASM packages loaded from node_modules at run time, never bundled.
  serverExternalPackages: ["@electric-sql/pglite", "pglite-prisma-adapter", "pg", "ioredis", "bcryptjs", "@prisma/adapter-pg"],
  poweredByHeader: false,
  typedRoutes: false,
};

export default nextConfig;
