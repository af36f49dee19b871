// Checks the configuration the way the server will read it, before a build that could take
// minutes: a bad or missing setting ends `npm start` at once, with the server's own message.
import { tsImport } from "tsx/esm/api";

/** Exits 1 with the message (naming each variable) when the server would refuse the configuration. */
export async function checkConfiguration() {
  const { configurationProblem } = await tsImport("./config-problem.ts", import.meta.url);
  const problem = configurationProblem();
  if (problem === null) return;
  console.error(problem);
  process.exit(1);
}
