// The configuration check of check-config.mjs, in its own process: prints the problem and exits 1.
import { tsImport } from "tsx/esm/api";

const { configurationProblem } = await tsImport("./config-problem.ts", import.meta.url);
const problem = configurationProblem();
if (problem !== null) {
  console.error(problem);
  process.exit(1);
}
