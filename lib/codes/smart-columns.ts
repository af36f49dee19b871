import { Prisma } from "../db/generated/client";
import type { RoutingRule, SmartInput, Utm } from "./smart-schemas";

/** The smart columns every answer about one code reads. */
export const SMART_SELECT = {
  validFrom: true,
  expiresAt: true,
  fallbackUrl: true,
  maxScans: true,
  scanClaims: true,
  rules: true,
  utm: true,
  passwordHash: true,
} satisfies Prisma.QrCodeSelect;

type SmartColumns = Prisma.QrCodeGetPayload<{ select: typeof SMART_SELECT }>;

const instant = (value: string | null | undefined) =>
  value === undefined ? undefined : value === null ? null : new Date(value);
const json = (value: unknown) =>
  value === undefined ? undefined : value === null ? Prisma.DbNull : (value as Prisma.InputJsonValue);

/** Prisma data for the smart fields given (undefined leaves a column, null clears it). */
export function smartData(input: SmartInput) {
  return {
    validFrom: instant(input.validFrom),
    expiresAt: instant(input.expiresAt),
    fallbackUrl: input.fallbackUrl,
    maxScans: input.maxScans,
    rules: json(input.rules),
    utm: json(input.utm),
  };
}

export function smartView(row: SmartColumns) {
  return {
    validFrom: row.validFrom?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    fallbackUrl: row.fallbackUrl,
    maxScans: row.maxScans,
    rules: (row.rules as RoutingRule[] | null) ?? null,
    utm: (row.utm as Utm | null) ?? null,
    passwordProtected: row.passwordHash !== null,
  };
}

/**
 * The status a code answers with: READY turns EXPIRED once expiresAt has passed (maxScans marks
 * the row itself when the last scan is claimed).
 */
export function effectiveStatus<S extends string>(
  row: { status: S; expiresAt: Date | null; maxScans: number | null; scanClaims: number },
  now = new Date(),
): S | "EXPIRED" {
  if (row.status !== "READY") return row.status;
  if (row.expiresAt && now >= row.expiresAt) return "EXPIRED";
  if (row.maxScans !== null && row.scanClaims >= row.maxScans) return "EXPIRED";
  return row.status;
}
