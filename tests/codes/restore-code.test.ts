import { describe, expect, it } from "vitest";
import { POST as restoreRoute } from "@/app/api/v1/qrcodes/[id]/restore/route";
import { db } from "@/lib/db/client";
import { restoreQrCode } from "@/lib/codes/restore-qr-code";
import { call } from "../helpers/http";
import { useTestDatabase } from "../helpers/database";
import { hit, startShortLinkServer } from "../short-links/short-link-harness";
import { eventually } from "../webhooks/webhook-helpers";
import { createCode, deleteCode, getCode, type Headers, listCodes, makeOwner, updateCode } from "./codes-helpers";
import { useGenerousLimits } from "../helpers/generous-limits";

useGenerousLimits();

const database = useTestDatabase();

const restoreCode = (headers: Headers, id: string) =>
  call(restoreRoute, `/api/v1/qrcodes/${encodeURIComponent(id)}/restore`, { method: "POST", headers, params: { id } });

const shortPath = (shortLink: string) => new URL(shortLink).pathname;

describe("POST /api/v1/qrcodes/{id}/restore", () => {
  it("undoes a delete: the code is listed again and its short link redirects again", async () => {
    const { headers } = await makeOwner();
    const created = (await createCode(headers, { content: "https://example.com/poster", name: "Poster" })).body;
    const server = await startShortLinkServer(database.current());
    try {
      const path = shortPath(created.shortLink);
      expect((await hit(server.origin, path)).status).toBe(302);
      expect((await deleteCode(headers, created.id)).status).toBe(200);
      await eventually(async () => expect((await hit(server.origin, path)).status).toBe(404));

      const restored = await restoreCode(headers, created.id);
      expect(restored.status).toBe(200);
      expect(restored.body).toMatchObject({ id: created.id, status: "READY", shortLink: created.shortLink });
      expect((await getCode(headers, created.id)).body.name).toBe("Poster");
      expect((await listCodes(headers)).body.pagination.total).toBe(1);
      await eventually(async () => expect((await hit(server.origin, path)).status).toBe(302));
    } finally {
      await server.close();
    }
  });

  it("gives an expired code back expired, also when it was deleted with PATCH status DELETED", async () => {
    const { headers } = await makeOwner();
    for (const remove of [
      (id: string) => deleteCode(headers, id),
      (id: string) => updateCode(headers, id, { status: "DELETED" }),
    ]) {
      const { id } = (await createCode(headers, { content: "https://example.com/expired" })).body;
      await updateCode(headers, id, { status: "EXPIRED" });
      expect((await remove(id)).status).toBe(200);
      expect((await restoreCode(headers, id)).body.status).toBe("EXPIRED");
    }
  });

  it("answers a live code as it is, and is 404 for another account's code, an unknown id or an old delete", async () => {
    const { user, headers } = await makeOwner();
    const other = await makeOwner();
    const { id } = (await createCode(headers, { content: "https://example.com/a" })).body;
    expect((await restoreCode(headers, id)).body).toMatchObject({ id, status: "READY" });

    await deleteCode(headers, id);
    expect((await restoreCode(other.headers, id)).status).toBe(404);
    const unknown = `${id.slice(0, -1)}${id.endsWith("a") ? "b" : "a"}`;
    expect((await restoreCode(headers, unknown)).status).toBe(404);
    const later = new Date(Date.now() + 31 * 86_400_000);
    await expect(
      restoreQrCode({ kind: "session", accountId: user.accountId, userId: user.id }, id, later),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
    const row = await (await db()).qrCode.findUniqueOrThrow({ where: { id }, select: { status: true } });
    expect(row.status).toBe("DELETED");
    expect((await restoreCode(headers, id)).status).toBe(200);
  });
});
