// Generates the Prisma client into lib/db/generated (run by npm's postinstall). Generation needs no
// schema engine; pointing the variable at a stand-in keeps the CLI from trying to download one.
import { execFileSync } from "node:child_process";
import path from "node:path";

const prisma = path.join("node_modules", ".bin", "prisma");
execFileSync(prisma, ["generate"], {
  stdio: "inherit",
  env: {
    ...process.env,
    PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY ?? "/bin/true",
    PRISMA_HIDE_UPDATE_MESSAGE: "1",
  },
});
