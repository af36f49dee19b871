import { readFileSync } from "node:fs";
import { ApiError, invalid } from "../../lib/api/errors";
import { parseWith } from "../../lib/api/parse";
import type { SessionCaller } from "../../lib/auth/caller";
import { getConfig } from "../../lib/config/env";
import { db, getDatabase } from "../../lib/db/client";
import { claimImport } from "../../lib/imports/claim-import";
import { createImport } from "../../lib/imports/create-import";
import { getImport } from "../../lib/imports/get-import";
import { CreateImportBody, type CreateImportInput } from "../../lib/imports/import-schemas";
import { runImport } from "../../lib/imports/run-import";
import { PERMISSIONS } from "../../lib/keys/permissions";
import { defineCommand, type Flags, text } from "../command";
import { complain, EXIT_FAILURE, say } from "../output";

const SOURCES = ["csv", "shlink", "bitly", "dub"] as const;
const LEASE_MS = 60_000;
/** How often progress is read while the import runs (CLI_IMPORT_PROGRESS_MS: tests make it small). */
const progressMs = () => Number(process.env.CLI_IMPORT_PROGRESS_MS) || 1000;
const ERRORS_SHOWN = 20;

// The flag each option of a source comes from, for the messages of a refused value.
const FLAG_OF: Record<string, string> = {
  "options.csv": "file",
  "options.baseUrl": "base-url",
  "options.apiKey": "api-key",
  "options.token": "token",
  "options.groupGuid": "group",
  "options.workspaceId": "dub-workspace",
};
const REQUIRED: Record<(typeof SOURCES)[number], string[]> = {
  csv: ["file"],
  shlink: ["base-url", "api-key"],
  bitly: ["token"],
  dub: ["api-key"],
};
const ALLOWED: Record<(typeof SOURCES)[number], string[]> = {
  csv: ["file"],
  shlink: ["base-url", "api-key", "visits"],
  bitly: ["token", "group"],
  dub: ["api-key", "dub-workspace"],
};

function readCsvFile(file: string): string {
  let csv: string;
  try {
    csv = readFileSync(file, "utf8");
  } catch (error) {
    throw invalid("file", `cannot read ${file} (${(error as NodeJS.ErrnoException).code ?? "error"})`);
  }
  const limit = getConfig().IMPORT_MAX_BYTES;
  if (Buffer.byteLength(csv) > limit) throw invalid("file", `must be at most ${limit} bytes (IMPORT_MAX_BYTES)`);
  return csv;
}

function optionsOf(source: (typeof SOURCES)[number], flags: Flags): Record<string, unknown> {
  switch (source) {
    case "csv":
      return { csv: readCsvFile(text(flags, "file")!) };
    case "shlink":
      return {
        baseUrl: text(flags, "base-url"),
        apiKey: text(flags, "api-key"),
        ...(flags.visits === true ? { visits: true } : {}),
      };
    case "bitly":
      return { token: text(flags, "token"), ...(text(flags, "group") ? { groupGuid: text(flags, "group") } : {}) };
    case "dub":
      return {
        apiKey: text(flags, "api-key"),
        ...(text(flags, "dub-workspace") ? { workspaceId: text(flags, "dub-workspace") } : {}),
      };
  }
}

function validateImport(flags: Flags): { workspace: string; body: CreateImportInput } {
  const workspace = text(flags, "workspace")!.trim();
  if (workspace.length === 0 || workspace.length > 100) throw invalid("workspace", "must be a workspace id or slug");
  const source = text(flags, "source")!.trim().toLowerCase() as (typeof SOURCES)[number];
  if (!SOURCES.includes(source)) throw invalid("source", `must be one of ${SOURCES.join(", ")}`);
  const stray = Object.keys(flags).filter(
    (name) => !["workspace", "source", "dry-run", ...ALLOWED[source]].includes(name) && flags[name] !== undefined,
  );
  if (stray.length) throw invalid(stray[0], `is not an option of --source ${source}`);
  const missing = REQUIRED[source].filter((name) => !text(flags, name));
  if (missing.length) throw invalid(missing[0], `is required with --source ${source}`);
  const input = { source, options: optionsOf(source, flags), dryRun: flags["dry-run"] === true };
  try {
    return { workspace, body: parseWith(CreateImportBody, input, "input") };
  } catch (error) {
    if (error instanceof ApiError && error.details?.length) {
      const details = error.details.map((detail) => ({ ...detail, field: FLAG_OF[detail.field] ?? detail.field }));
      throw new ApiError("INVALID_REQUEST", error.message, details);
    }
    throw error;
  }
}

/**
 * The workspace by id or slug, and who the import is made as: its first OWNER (the install's admin
 * acts for the workspace; the codes and the audit log name that owner as their creator).
 */
async function ownerCallerOf(workspace: string): Promise<{ name: string; caller: SessionCaller; email: string }> {
  const prisma = await db();
  const account = await prisma.account.findFirst({
    where: { OR: [{ id: workspace }, { slug: workspace }] },
    select: { id: true, name: true },
  });
  if (!account) throw new ApiError("NOT_FOUND", `No workspace with the id or slug ${workspace}.`);
  const owner = await prisma.membership.findFirst({
    where: { accountId: account.id, role: "OWNER" },
    orderBy: { joinedAt: "asc" },
    select: { user: { select: { id: true, email: true, role: true } } },
  });
  if (!owner) throw new ApiError("CONFLICT", `The workspace "${account.name}" has no owner to import as.`);
  const caller: SessionCaller = {
    kind: "session",
    ip: "127.0.0.1",
    accountId: account.id,
    workspaceRole: "OWNER",
    userId: owner.user.id,
    role: owner.user.role,
    permissions: [...PERMISSIONS],
  };
  return { name: account.name, caller, email: owner.user.email };
}

type Counts = Awaited<ReturnType<typeof getImport>>;
const progressLine = (view: Counts) =>
  view.processed === 0 && view.finishedAt === null
    ? `  reading: ${view.total} rows so far`
    : `  ${view.processed}/${view.total} processed: ${view.created} created, ${view.updated} updated, ${view.skipped} skipped, ${view.failed} failed`;

/**
 * Runs waiting imports in this process as the server's worker would (claim, run to the end) until
 * `importId` is finished; when another process holds it (a server on the same PostgreSQL), waits for it.
 */
async function runUntilFinished(accountId: string, importId: string, signal: AbortSignal, stopping: () => boolean) {
  const { sql } = await getDatabase();
  let last = "";
  const report = async () => {
    const view = await getImport(accountId, importId);
    const line = progressLine(view);
    if (line !== last && view.status !== "QUEUED") say(line);
    last = line;
    return view;
  };
  let reading = false;
  const ticker = setInterval(() => {
    if (reading) return;
    reading = true;
    report()
      .catch(() => {})
      .finally(() => {
        reading = false;
      });
  }, progressMs());
  try {
    for (;;) {
      const view = await getImport(accountId, importId);
      if (view.finishedAt !== null || stopping()) return view;
      const claim = await claimImport(sql, LEASE_MS);
      if (claim) {
        if (claim.id !== importId) say(`Running import ${claim.id}, queued before this one, first.`);
        await runImport(claim, { signal, leaseMs: LEASE_MS, stopping });
      } else await new Promise((resolve) => setTimeout(resolve, progressMs()));
    }
  } finally {
    clearInterval(ticker);
    await report().catch(() => {});
  }
}

export default defineCommand<{ workspace: string; body: CreateImportInput }>({
  name: "import",
  summary:
    "import links into a workspace (as its owner) from a CSV file, Shlink, Bitly or Dub and run the import here, printing progress; exit 1 unless it SUCCEEDED",
  synopsis:
    "--workspace ID|SLUG --source csv --file F | --source shlink --base-url U --api-key K [--visits] | --source bitly --token T [--group G] | --source dub --api-key K [--dub-workspace W]; [--dry-run]",
  options: {
    workspace: { type: "string" },
    source: { type: "string" },
    file: { type: "string" },
    "base-url": { type: "string" },
    "api-key": { type: "string" },
    visits: { type: "boolean" },
    token: { type: "string" },
    group: { type: "string" },
    "dub-workspace": { type: "string" },
    "dry-run": { type: "boolean" },
  },
  required: ["workspace", "source"],
  validate: validateImport,
  async run({ workspace, body }) {
    const { name, caller, email } = await ownerCallerOf(workspace);
    const { importId } = await createImport(caller, body);
    say(`Import ${importId} (${body.source}${body.dryRun ? ", dry run" : ""}) into "${name}" as ${email}: queued.`);

    // Ctrl-C stops between batches: the import stays RUNNING, and a server's worker resumes it later.
    const controller = new AbortController();
    let stopped = false;
    const stop = () => {
      stopped = true;
      controller.abort();
    };
    process.once("SIGINT", stop);
    let view: Counts;
    try {
      view = await runUntilFinished(caller.accountId, importId, controller.signal, () => stopped);
    } finally {
      process.off("SIGINT", stop);
    }
    if (stopped && view.finishedAt === null) {
      say(`Stopped: import ${importId} is left where it was; the server's worker resumes it.`);
      return EXIT_FAILURE;
    }
    const needed = view.dryRun ? `; credits needed: ${view.creditsNeeded}` : "";
    say(
      `${view.status}: ${view.total} rows, ${view.created} ${view.dryRun ? "to create" : "created"}, ${view.updated} updated, ${view.skipped} skipped, ${view.failed} failed${needed}.`,
    );
    if (view.error) complain(`error: ${view.error.message}`);
    if (view.errors.length) {
      say(`Row errors${view.failed > ERRORS_SHOWN ? ` (the first ${ERRORS_SHOWN} of ${view.failed})` : ""}:`);
      for (const error of view.errors.slice(0, ERRORS_SHOWN))
        say(`  row ${error.row}, ${error.field}: ${error.message}`);
    }
    say(importId);
    return view.status === "SUCCEEDED" ? 0 : EXIT_FAILURE;
  },
});
