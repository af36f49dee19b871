import * as cancel from "@/app/api/v1/imports/[id]/cancel/route";
import * as one from "@/app/api/v1/imports/[id]/route";
import * as imports from "@/app/api/v1/imports/route";
import { db, getDatabase } from "@/lib/db/client";
import { claimImport } from "@/lib/imports/claim-import";
import { runImport } from "@/lib/imports/run-import";
import type { Headers } from "../codes/codes-helpers";
import { call } from "../helpers/http";

export const startImport = (headers: Headers, body: unknown) =>
  call(imports.POST, "/api/v1/imports", { method: "POST", headers, body });
export const startCsvImport = (headers: Headers, csv: string, query = "") =>
  call(imports.POST, `/api/v1/imports${query}`, {
    method: "POST",
    headers: { ...headers, "content-type": "text/csv" },
    body: csv,
  });
export const listImports = (headers: Headers) => call(imports.GET, "/api/v1/imports", { headers });
export const getImport = (headers: Headers, id: string) =>
  call(one.GET, `/api/v1/imports/${id}`, { headers, params: { id } });
export const cancelImport = (headers: Headers, id: string) =>
  call(cancel.POST, `/api/v1/imports/${id}/cancel`, { method: "POST", headers, params: { id } });

const LEASE_MS = 60_000;

/** Runs every waiting import to its end, as the server's worker would (one claim at a time). */
export async function drainImports(options: { stopping?: () => boolean; once?: boolean } = {}): Promise<number> {
  const { sql } = await getDatabase();
  let runs = 0;
  for (;;) {
    const claim = await claimImport(sql, LEASE_MS);
    if (!claim) return runs;
    runs += 1;
    await runImport(claim, {
      signal: new AbortController().signal,
      leaseMs: LEASE_MS,
      stopping: options.stopping ?? (() => false),
    });
    if (options.once) return runs;
    if (runs > 50) throw new Error("imports never finished");
  }
}

/** Starts an import, runs it, and answers its final state. */
export async function importNow(headers: Headers, body: unknown) {
  const started = await startImport(headers, body);
  if (started.status !== 202) throw new Error(`import refused: ${started.status} ${JSON.stringify(started.body)}`);
  await drainImports();
  return (await getImport(headers, started.body.importId)).body;
}

export const csvOf = (rows: string[][]) => `${rows.map((row) => row.map(quote).join(",")).join("\r\n")}\r\n`;
const quote = (cell: string) => (/[",\r\n;]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell);

/** The workspace's codes, oldest first, with the fields a CSV import sets. */
export const codesOf = async (accountId: string) =>
  (await db()).qrCode.findMany({
    where: { accountId },
    orderBy: { createdAt: "asc" },
    select: {
      id: true,
      name: true,
      mode: true,
      targetUrl: true,
      content: true,
      slug: true,
      domainId: true,
      tags: true,
      createdAt: true,
      shortCode: true,
    },
  });
