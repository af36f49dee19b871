import type { Prisma } from "../db/generated/client";

export const IMPORT_SOURCES = ["csv", "bitly", "shlink", "dub"] as const;
export type ImportSource = (typeof IMPORT_SOURCES)[number];

/**
 * One link as a source reads it, before the workspace's rules judge it (lib/imports/judge-row.ts):
 * the source only maps its own fields, and the writer decides what is valid.
 */
export interface SourceRow {
  /** The row's number in the source, from 1 (a CSV's data line; a remote source's position). */
  row: number;
  /** The link's id at the source, stable across runs: running the same import again finds the code by it. */
  sourceId: string;
  /** The destination (or, for a STATIC row, the content). */
  url: string;
  name?: string | null;
  /** The link's path on its domain (a short code, a custom back-half). */
  slug?: string | null;
  /** The link's host as the source gives it (any case; Unicode or punycode). */
  domain?: string | null;
  tags?: string[];
  mode?: string | null;
  /** When the link was made at the source (ISO 8601). */
  createdAt?: string | null;
  /**
   * Remote sources: a link on a domain this workspace does not serve (bit.ly, dub.sh) gets a new link
   * of the workspace instead of being refused; a CSV row naming such a domain is a row error.
   */
  newLinkUnlessServed?: boolean;
  /** What the source's afterCreate needs later (Shlink: the short code and domain whose visits to read). */
  extra?: Record<string, string | null>;
}

/** A row the source could not read into a SourceRow: reported with its number, nothing written for it. */
export interface SourceRowError {
  row: number;
  field: string;
  message: string;
}

export const isRowError = (item: SourceRow | SourceRowError): item is SourceRowError => "message" in item;

export interface ImportReadContext {
  /** Aborted when the import is cancelled or the server stops: stop reading. */
  signal: AbortSignal;
}

export interface CreatedImportCode {
  id: string;
  accountId: string;
}

/**
 * A source of links. `read` yields every row (and the rows it could not read) in order; a failure of
 * the whole source (bad token, unreachable) throws an ApiError, which fails the import with its message.
 */
export interface ImportAdapter<O> {
  read(options: O, context: ImportReadContext): AsyncIterable<SourceRow | SourceRowError>;
  /**
   * After a row's code was created (Shlink: its visits as historical scans). It must call
   * `finish(tx)` inside the transaction that writes its work, which marks the row done, so a restart
   * between the code and this work runs it again exactly once.
   */
  /** Whether afterCreate has work with these options (Shlink: only when visits are asked for); default yes. */
  wantsAfterCreate?(options: O): boolean;
  afterCreate?(
    options: O,
    row: SourceRow,
    code: CreatedImportCode,
    finish: (tx: Prisma.TransactionClient) => Promise<void>,
    context: ImportReadContext,
  ): Promise<void>;
}
