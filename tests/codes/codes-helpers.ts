import { DELETE as deleteRoute, GET as getRoute, PATCH as patchRoute } from "@/app/api/v1/qrcodes/[id]/route";
import { POST as cloneRoute } from "@/app/api/v1/qrcodes/[id]/clone/route";
import { GET as imageRoute } from "@/app/api/v1/qrcodes/[id]/image/route";
import { POST as batchRoute } from "@/app/api/v1/qrcodes/batch/route";
import { GET as listRoute, POST as createRoute } from "@/app/api/v1/qrcodes/route";
import { db } from "@/lib/db/client";
import type { Permission } from "@/lib/keys/permissions";
import { makeKey, makeUser, type TestUser } from "../helpers/fixtures";
import { bearer, call } from "../helpers/http";

export type Headers = Record<string, string>;

/** A fresh account with a key (both permissions unless told otherwise). */
export async function makeOwner(permissions?: Permission[]): Promise<{ user: TestUser; headers: Headers }> {
  const user = await makeUser({ label: "codes" });
  return { user, headers: bearer(await makeKey(user, permissions)) };
}

export const createCode = (headers: Headers, body: unknown) =>
  call(createRoute, "/api/v1/qrcodes", { method: "POST", headers, body });
export const listCodes = (headers: Headers, query = "") => call(listRoute, `/api/v1/qrcodes${query}`, { headers });
export const getCode = (headers: Headers, id: string) =>
  call(getRoute, `/api/v1/qrcodes/${encodeURIComponent(id)}`, { headers, params: { id } });
export const updateCode = (headers: Headers, id: string, body: unknown) =>
  call(patchRoute, `/api/v1/qrcodes/${encodeURIComponent(id)}`, { method: "PATCH", headers, body, params: { id } });
export const deleteCode = (headers: Headers, id: string) =>
  call(deleteRoute, `/api/v1/qrcodes/${encodeURIComponent(id)}`, { method: "DELETE", headers, params: { id } });
export const cloneCode = (headers: Headers, id: string, body?: unknown) =>
  call(cloneRoute, `/api/v1/qrcodes/${encodeURIComponent(id)}/clone`, {
    method: "POST",
    headers,
    body,
    params: { id },
  });
export const batchCreate = (headers: Headers, body: unknown) =>
  call(batchRoute, "/api/v1/qrcodes/batch", { method: "POST", headers, body });
export const codeImage = (headers: Headers, id: string, query = "") =>
  call<Buffer>(imageRoute, `/api/v1/qrcodes/${encodeURIComponent(id)}/image${query}`, { headers, params: { id } });

/** The account's ledger, oldest first. */
export async function ledgerOf(accountId: string) {
  return (await db()).creditLedgerEntry.findMany({
    where: { accountId },
    orderBy: [{ createdAt: "asc" }, { balanceAfter: "desc" }],
    select: { amount: true, balanceAfter: true, reason: true, reference: true },
  });
}

export async function balanceOf(accountId: string): Promise<number> {
  return (await ledgerOf(accountId)).reduce((sum, row) => sum + row.amount, 0);
}

/** Everything a create could have written for the account: codes, charges, quota and events. */
export async function footprint(accountId: string) {
  const prisma = await db();
  const [codes, ledger, quota, events] = await Promise.all([
    prisma.qrCode.count({ where: { accountId } }),
    prisma.creditLedgerEntry.count({ where: { accountId } }),
    prisma.staticQuotaUsage.aggregate({ where: { accountId }, _sum: { used: true } }),
    prisma.outboxEvent.count({ where: { accountId } }),
  ]);
  return { codes, ledger, quota: quota._sum.used ?? 0, events };
}

export async function outboxOf(accountId: string) {
  return (await db()).outboxEvent.findMany({
    where: { accountId },
    orderBy: { createdAt: "asc" },
    select: { type: true, payload: true },
  });
}
