import { resetConfigForTests } from "@/lib/config/env";

/**
 * Rate limits no test reaches, for files that make many calls with one caller (the limits have
 * tests of their own). Called in the test file's body: in a worker that runs many files, a helper
 * module's top level runs only for the first file that imports it.
 */
export function useGenerousLimits(): void {
  process.env.LIMIT_KEY_PER_MINUTE = "1000000";
  process.env.LIMIT_KEY_PER_DAY = "1000000";
  process.env.LIMIT_USER_PER_MINUTE = "1000000";
  resetConfigForTests();
}
