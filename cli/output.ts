import { ApiError } from "../lib/api/errors";
import { MigrationError } from "../lib/db/migrate";
import { ConfigError } from "../lib/config/env";
import { DatabaseBusyError } from "../lib/db/embedded-lock";

/** The command line itself is wrong (unknown command or flag, missing or invalid value): exit 2. */
export class UsageError extends Error {}

export const EXIT_FAILURE = 1;
export const EXIT_USAGE = 2;

export const say = (line = "") => process.stdout.write(`${line}\n`);
export const complain = (line: string) => process.stderr.write(`${line}\n`);

/** Fixed-width columns, header first; cells never contain newlines. */
export function table(headers: string[], rows: string[][]): string {
  const widths = headers.map((header, column) => Math.max(header.length, ...rows.map((row) => row[column].length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column]))
      .join("  ")
      .trimEnd();
  return [line(headers), line(widths.map((width) => "-".repeat(width))), ...rows.map(line)].join("\n");
}

/** Field names of the domain schemas are the CLI's flag names. */
const flagOf = (field: string) => (/^[a-z][\w.[\]-]*$/i.test(field) ? `--${field.replace(/\[\d+\]$/, "")}` : field);

/**
 * Prints an error without a stack when it is one we expect (bad input, refused operation, busy
 * database, bad configuration) and returns the exit code.
 */
export function reportError(error: unknown): number {
  if (error instanceof UsageError) {
    complain(`error: ${error.message}`);
    complain("Run `npm run cli -- help` for usage.");
    return EXIT_USAGE;
  }
  if (error instanceof ApiError) {
    if (error.code === "INVALID_REQUEST" && error.details?.length) {
      complain("error: invalid input");
      for (const detail of error.details) complain(`  ${flagOf(detail.field)}: ${detail.message}`);
      return EXIT_USAGE;
    }
    complain(`error: ${error.message}`);
    return error.code === "INVALID_REQUEST" ? EXIT_USAGE : EXIT_FAILURE;
  }
  if (error instanceof DatabaseBusyError || error instanceof ConfigError || error instanceof MigrationError) {
    complain(`error: ${error.message}`);
    return EXIT_FAILURE;
  }
  complain("error: unexpected failure");
  complain(error instanceof Error ? (error.stack ?? error.message) : String(error));
  return EXIT_FAILURE;
}
