import { afterEach, describe, expect, it, vi } from "vitest";
import { createDomainDirectory } from "@/lib/domains/domain-directory";
import { openTestDatabase } from "../helpers/database";

afterEach(() => vi.restoreAllMocks());

describe("the domain directory when its database closes", () => {
  it("stops: a reload after the close asks nothing of the ended pool", async () => {
    const database = await openTestDatabase();
    const directory = await createDomainDirectory(database.sql, database.listen);
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    await database.close();
    await directory.reload();
    expect(errors.mock.calls.filter(([message]) => String(message).startsWith("[domains]"))).toEqual([]);
    await directory.stop();
  }, 180_000);
});
