import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { generateShortCode } from "@/lib/codes/generate-short-code";
import { insertQrCode } from "@/lib/codes/insert-qr-code";
import { prepareQrCode } from "@/lib/codes/prepare-qr-code";
import { CreateQrCodeBody } from "@/lib/codes/code-schemas";
import { useTestDatabase } from "../helpers/database";
import { createDomain } from "@/lib/domains/create-domain";
import { balanceOf, createCode, footprint, getCode, makeOwner, updateCode } from "./codes-helpers";
import { useGenerousLimits } from "../helpers/generous-limits";

useGenerousLimits();

useTestDatabase();

describe("short codes", () => {
  it("are 7 base62 characters, spread over the whole alphabet", () => {
    const codes = Array.from({ length: 2000 }, generateShortCode);
    for (const code of codes) expect(code).toMatch(/^[0-9A-Za-z]{7}$/);
    expect(new Set(codes).size).toBe(codes.length);
    expect(new Set(codes.join("")).size).toBe(62);
  });

  it("a collision rolls back its charge and retries with a new code; too many collisions fail with nothing charged", async () => {
    const { user, headers } = await makeOwner();
    const first = (await createCode(headers, { content: "https://example.com/first" })).body;
    const taken = first.shortLink.split("/").pop()!;
    const prepared = await prepareQrCode(CreateQrCodeBody.parse({ content: "https://example.com/second" }), {
      accountId: user.accountId,
      imageCap: 2000,
    });

    const offered = [taken, taken, "Zz9Zz9Z"];
    const second = await insertQrCode(user.accountId, prepared, {
      reason: "qrcode.create",
      creator: { createdByUserId: user.id },
      nextShortCode: () => offered.shift()!,
    });
    expect(second.shortLink).toMatch(/\/Zz9Zz9Z$/);
    expect((await getCode(headers, second.id)).body.shortLink).toBe(second.shortLink);
    expect(await balanceOf(user.accountId)).toBe(80);

    await expect(
      insertQrCode(user.accountId, prepared, {
        reason: "qrcode.create",
        creator: { createdByUserId: user.id },
        nextShortCode: () => taken,
      }),
    ).rejects.toMatchObject({ code: "P2002" });
    expect(await balanceOf(user.accountId)).toBe(80);
    expect(await footprint(user.accountId)).toMatchObject({ codes: 2, events: 2 });
    expect(await (await db()).qrCode.count({ where: { shortCode: taken } })).toBe(1);
  });
});

describe("a slug made from the short code on a branded domain", () => {
  it("that another code, or another code's old link, holds is retried with a new short code", async () => {
    const { user, headers } = await makeOwner();
    const domain = await createDomain(
      user.accountId,
      { hostname: `go-${Date.now().toString(36)}.brand.test` },
      { verified: true },
    );
    const held = await createCode(headers, {
      content: "https://example.com/held",
      domain: domain.hostname,
      slug: "Held123",
    });
    const moved = await createCode(headers, {
      content: "https://example.com/moved",
      domain: domain.hostname,
      slug: "Old4567",
    });
    await updateCode(headers, moved.body.id, { slug: "new-home" }); // Old4567 stays its old link
    const prepared = await prepareQrCode(
      CreateQrCodeBody.parse({ content: "https://example.com/auto", domain: domain.hostname }),
      { accountId: user.accountId, imageCap: 2000 },
    );
    const offered = ["Held123", "Old4567", "Free890"];
    const created = await insertQrCode(user.accountId, prepared, {
      reason: "qrcode.create",
      creator: { createdByUserId: user.id },
      nextShortCode: () => offered.shift()!,
    });
    expect(created.shortLink).toBe(`http://${domain.asciiHostname}/Free890`);
    expect(held.status).toBe(201);
  });
});
