// npm run db:migrate — applies pending migrations to the configured database and exits.
import { loadEnvFile } from "../lib/config/load-env-file";
import { getDatabase } from "../lib/db/client";

loadEnvFile();

try {
  const database = await getDatabase();
  console.log(`Migrations applied; database: ${database.location}`);
  await database.close();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
