import { parseArgs, type ParseArgsConfig } from "node:util";
import { UsageError } from "./output";

export type Flags = Record<string, string | boolean | (string | boolean)[] | undefined>;
type Options = NonNullable<ParseArgsConfig["options"]>;

export interface Command<Input = unknown> {
  name: string;
  summary: string;
  /** Flags as shown in the usage text. */
  synopsis: string;
  options: Options;
  required?: string[];
  /** Checks the flags before the database is opened; throws UsageError or a 400 ApiError. */
  validate(flags: Flags): Input;
  /** Resolves to the exit code when it is not 0 (an operation that ran but did not succeed). */
  // biome-ignore lint/suspicious/noConfusingVoidType: most commands return nothing; one answers its exit code
  run(input: Input): Promise<void | number>;
}

export const defineCommand = <Input>(command: Command<Input>) => command as Command<unknown>;

/** Parses a command's flags strictly: unknown flags, positionals and missing values are usage errors. */
export function parseFlags(command: Command, args: string[]): Flags {
  let values: Flags;
  try {
    ({ values } = parseArgs({ args, options: command.options, strict: true, allowPositionals: false }));
  } catch (error) {
    throw new UsageError(`${command.name}: ${(error as Error).message.split("\n")[0]}`);
  }
  const missing = (command.required ?? []).filter((name) => values[name] === undefined || values[name] === "");
  if (missing.length) throw new UsageError(`${command.name}: missing ${missing.map((name) => `--${name}`).join(", ")}`);
  return values;
}

export const text = (flags: Flags, name: string) =>
  typeof flags[name] === "string" ? (flags[name] as string) : undefined;
