// The admin CLI: `npm run cli -- <command> [--flags]` (commands in cli/main.ts).
import { main } from "./main";

main(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
});
