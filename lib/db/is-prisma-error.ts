/** The part of Prisma's PrismaClientKnownRequestError read here. */
export interface PrismaKnownError {
  code: string;
  meta?: {
    /** Classic query engine: the unique constraint's fields, or its index name. */
    target?: string[] | string;
    /** Driver adapters (pg, PGlite): the database error, with the constraint it broke. */
    driverAdapterError?: { cause?: { constraint?: { fields?: string[]; index?: string } } };
  };
}

/**
 * Prisma's known request error with this code: P2002 unique violation, P2025 record not found, …
 * Compared by shape, not instanceof, so an error from another copy of the generated client counts.
 */
export function isPrismaError(error: unknown, code: string): error is PrismaKnownError {
  return typeof error === "object" && error !== null && (error as { code?: unknown }).code === code;
}

/** A unique violation (P2002) of a constraint on `field`, e.g. two codes drawing the same shortCode. */
export function isUniqueViolationOn(error: unknown, field: string): boolean {
  if (!isPrismaError(error, "P2002")) return false;
  const constraint = error.meta?.driverAdapterError?.cause?.constraint;
  const names = [error.meta?.target, constraint?.fields, constraint?.index]
    .flat()
    .filter((name) => typeof name === "string");
  // A field list names it, quoted as PostgreSQL prints it ("shortCode"); an index name embeds it
  // (QrCode_shortCode_key).
  return names.some((name) => name.replaceAll('"', "") === field || name.split("_").includes(field));
}
