import { defineConfig } from "prisma/config";

// Used by `prisma generate` only; the app applies migrations itself (lib/db/migrate.ts).
export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
});
