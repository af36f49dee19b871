import type { Prisma } from "../db/generated/client";

/** The columns of a scan event that the scan list and the scans CSV show. */
export const SCAN_ROW_SELECT = {
  id: true,
  createdAt: true,
  eventType: true,
  device: true,
  os: true,
  browser: true,
  country: true,
  region: true,
  city: true,
  destination: true,
} satisfies Prisma.ScanEventSelect;
