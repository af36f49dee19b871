// The admin CLI's commands and dispatch (cli/index.ts is the process entry). Same database
// selection as the server (DATABASE_URL → PostgreSQL, else the embedded database under DATA_DIR),
// same domain functions.
import { loadEnvFile } from "../lib/config/load-env-file";
import { getDatabase } from "../lib/db/client";
import { type Command, parseFlags } from "./command";
import creditsGrant from "./commands/credits-grant";
import domainsAdd from "./commands/domains-add";
import importLinks from "./commands/import";
import keysCreate from "./commands/keys-create";
import membersAdd from "./commands/members-add";
import usersCreate from "./commands/users-create";
import usersList from "./commands/users-list";
import usersResetPassword from "./commands/users-reset-password";
import usersRevokeSessions from "./commands/users-revoke-sessions";
import workspacesCreate from "./commands/workspaces-create";
import { reportError, say, UsageError } from "./output";

const COMMANDS: Command[] = [
  usersCreate,
  usersList,
  usersRevokeSessions,
  usersResetPassword,
  keysCreate,
  creditsGrant,
  workspacesCreate,
  membersAdd,
  domainsAdd,
  importLinks,
];
const HELP = new Set(["help", "--help", "-h"]);

function usage(only?: Command): string {
  const lines = (only ? [only] : COMMANDS).map(
    (command) => `  ${command.name} ${command.synopsis}\n      ${command.summary}`,
  );
  return [
    "Usage: npm run cli -- <command> [--flags]",
    "",
    "Commands:",
    ...lines,
    "",
    "Database: DATABASE_URL (PostgreSQL) or the embedded database in DATA_DIR (default ./.data),",
    "which only one process may open: stop the server first, or use PostgreSQL.",
    "Exit codes: 0 done, 1 the operation failed, 2 the command line is wrong.",
  ].join("\n");
}

async function dispatch(argv: string[]): Promise<number> {
  loadEnvFile();
  const [name, ...rest] = argv;
  if (name === undefined || HELP.has(name)) {
    const topic = COMMANDS.find((command) => command.name === rest[0]);
    say(usage(topic));
    return 0;
  }
  const command = COMMANDS.find((candidate) => candidate.name === name);
  if (!command) throw new UsageError(`unknown command '${name}'. Commands: ${COMMANDS.map((c) => c.name).join(", ")}`);
  if (rest.some((arg) => HELP.has(arg))) {
    say(usage(command));
    return 0;
  }
  const input = command.validate(parseFlags(command, rest));
  const database = await getDatabase();
  try {
    return (await command.run(input)) ?? 0;
  } finally {
    await database.close(); // releases the embedded database's lock
  }
}

/** Runs one command line and answers its exit code; expected errors are printed without a stack. */
export function main(argv: string[]): Promise<number> {
  return dispatch(argv).catch(reportError);
}
