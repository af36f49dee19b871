import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { checkCodePrint } from "@/lib/print/check-print";
import { useTestDatabase } from "../helpers/database";
import { makeKey, makeUser } from "../helpers/fixtures";
import { bearer } from "../helpers/http";
import { seedCode } from "../stats/seed-scans";
import { codeCheck, codesOf, publicCheck } from "./print-calls";
import { useGenerousLimits } from "../helpers/generous-limits";

useGenerousLimits();

useTestDatabase();

async function owner(label: string) {
  const user = await makeUser({ label });
  return { headers: bearer(await makeKey(user)), accountId: user.accountId };
}

describe("GET /api/v1/qrcodes/{id}/print-check", () => {
  it("checks a dynamic code's short link with its stored style, defaults for what the query leaves out", async () => {
    const { headers, accountId } = await owner("print");
    const id = await seedCode(accountId, "Table card");
    const { status, body } = await codeCheck(headers, id, { widthMm: 30 });
    expect(status).toBe(200);
    expect(body).toMatchObject({ ok: true, maxDistanceM: 0.3, errorCorrectionLevel: "M", warnings: [] });
    // 0.3 m is the default distance: 25 mm is short of it.
    const short = await codeCheck(headers, id, { widthMm: 25 });
    expect(codesOf(short.body)).toEqual(["TOO_SMALL_FOR_DISTANCE"]);
    expect(short.body.minWidthMm).toBe(30);
  });

  it("follows the code's design: a narrow margin stored on the code warns QUIET_ZONE", async () => {
    const { headers, accountId } = await owner("print-margin");
    const id = await seedCode(accountId);
    // A fixed short link: with a 2-module margin, whether the simulated print also reads as
    // UNREADABLE depends on the symbol's pattern (CI once drew a random link that did).
    await (await db()).qrCode.update({
      where: { id },
      data: { styles: { margin: 2 }, shortCode: "5e1f0a9c3b" },
      select: { id: true },
    });
    const { body } = await codeCheck(headers, id, { widthMm: 40, distanceM: 0.4 });
    expect(codesOf(body)).toEqual(["QUIET_ZONE"]);
  });

  it("answers 404 for another workspace's code, from the route and from checkCodePrint", async () => {
    const mine = await owner("print-mine");
    const theirs = await owner("print-theirs");
    const id = await seedCode(theirs.accountId);
    const answer = await codeCheck(mine.headers, id, { widthMm: 30 });
    expect(answer.status).toBe(404);
    expect(answer.body.code).toBe("NOT_FOUND");
    await expect(checkCodePrint(mine.accountId, id, { widthMm: 30 })).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect((await codeCheck(theirs.headers, id, { widthMm: 30 })).status).toBe(200);
  });

  it("refuses a bad widthMm, dpi or distanceM with a 400 naming the field", async () => {
    const { headers, accountId } = await owner("print-bad");
    const id = await seedCode(accountId);
    const cases: Array<[Record<string, string | number>, string]> = [
      [{ widthMm: "abc" }, "widthMm"],
      [{ widthMm: 4 }, "widthMm"],
      [{ widthMm: 2001 }, "widthMm"],
      [{ widthMm: "Infinity" }, "widthMm"],
      [{ widthMm: 30, dpi: 71 }, "dpi"],
      [{ widthMm: 30, dpi: 2401 }, "dpi"],
      [{ widthMm: 30, distanceM: 0 }, "distanceM"],
      [{ widthMm: 30, distanceM: 101 }, "distanceM"],
    ];
    for (const [query, field] of cases) {
      const answer = await codeCheck(headers, id, query);
      expect(answer.status, JSON.stringify(query)).toBe(400);
      expect(answer.body.details.map((issue: { field: string }) => issue.field)).toEqual([field]);
      const open = await publicCheck({ content: "hello", ...query });
      expect(open.status, JSON.stringify(query)).toBe(400);
      expect(open.body.details.map((issue: { field: string }) => issue.field)).toEqual([field]);
    }
    await expect(checkCodePrint(accountId, id, { widthMm: 3 })).rejects.toMatchObject({ code: "INVALID_REQUEST" });
  });

  it("names the generator's fields on the public check: content missing, a bad colour, styles not JSON", async () => {
    const missing = await publicCheck({ widthMm: 30 });
    expect(missing.body.details.map((issue: { field: string }) => issue.field)).toEqual(["content"]);
    const colour = await publicCheck({ content: "hi", foregroundColor: "#12345g" });
    expect(colour.status).toBe(400);
    expect(colour.body.details[0].field).toBe("styles.foregroundColor");
    const styles = await publicCheck({ content: "hi", styles: "{" });
    expect(styles.body.details.map((issue: { field: string }) => issue.field)).toEqual(["styles"]);
  });
});
