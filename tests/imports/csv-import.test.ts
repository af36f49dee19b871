import { describe, expect, it } from "vitest";
import { grantCredits } from "@/lib/credits/grant-credits";
import { balanceOf, createCode, footprint, getCode, makeOwner, outboxOf } from "../codes/codes-helpers";
import { verifiedDomain } from "../domains/domain-helpers";
import { useTestDatabase } from "../helpers/database";
import {
  cancelImport,
  codesOf,
  csvOf,
  drainImports,
  getImport,
  importNow,
  listImports,
  startCsvImport,
  startImport,
} from "./import-helpers";
import { useGenerousLimits } from "../helpers/generous-limits";

useGenerousLimits();

useTestDatabase();

let n = 0;
const host = () => `go-${Date.now().toString(36)}-${n++}.brand.test`;

describe("CSV imports", () => {
  it("imports every row: names, tags, static text, a slug kept on the workspace's domain, the date it was made", async () => {
    const { user, headers } = await makeOwner();
    const hostname = host();
    const domain = await verifiedDomain(user.accountId, hostname);
    const csv = csvOf([
      ["URL", "Title", "Slug", "Domain", "Tags", "Mode", "created_at"],
      [
        "https://example.com/menu",
        "Menu, spring",
        "menu",
        hostname.toUpperCase(),
        "print|food",
        "",
        "2023-04-01T10:00:00Z",
      ],
      ["https://example.com/a", "", "", "", "", "", ""],
      ["Just some text", "Note", "", "", "", "static", ""],
    ]);
    const done = await importNow(headers, { source: "csv", options: { csv } });
    expect(done).toMatchObject({
      status: "SUCCEEDED",
      dryRun: false,
      total: 3,
      processed: 3,
      created: 3,
      updated: 0,
      skipped: 0,
      failed: 0,
      creditsNeeded: 20,
      errors: [],
      error: null,
    });
    const codes = await codesOf(user.accountId);
    expect(codes).toHaveLength(3);
    const menu = codes.find((code) => code.slug === "menu");
    expect(menu).toMatchObject({
      name: "Menu, spring",
      domainId: domain.id,
      tags: ["print", "food"],
      targetUrl: "https://example.com/menu",
    });
    expect(menu?.createdAt.toISOString()).toBe("2023-04-01T10:00:00.000Z");
    expect((await getCode(headers, menu!.id)).body.shortLink).toMatch(new RegExp(`^https?://${hostname}/menu$`));
    expect(codes.find((code) => code.mode === "STATIC")).toMatchObject({ content: "Just some text", name: "Note" });
    const events = (await outboxOf(user.accountId)).map((event) => event.type);
    expect(events).toEqual(["import.finished"]);
    expect((await outboxOf(user.accountId))[0].payload).toMatchObject({
      importId: done.id,
      status: "SUCCEEDED",
      created: 3,
      failed: 0,
    });
  });

  it("reports each bad row with its number and field, and imports the others", async () => {
    const { user, headers } = await makeOwner();
    const csv = csvOf([
      ["url", "name", "domain", "createdAt"],
      ["https://example.com/ok", "ok", "", ""],
      ["ftp://example.com/x", "bad scheme", "", ""],
      ["https://example.com/y", "x".repeat(201), "", ""],
      ["https://example.com/z", "foreign", "elsewhere.example", ""],
      ["https://example.com/w", "when", "", "yesterday-ish"],
      ["https://example.com/ok2", "ok2", "", ""],
    ]);
    const done = await importNow(headers, { source: "csv", options: { csv } });
    expect(done).toMatchObject({ status: "SUCCEEDED", total: 6, created: 2, failed: 4 });
    expect(done.errors.map((error: { row: number; field: string }) => [error.row, error.field])).toEqual([
      [2, "url"],
      [3, "name"],
      [4, "domain"],
      [5, "createdAt"],
    ]);
    expect((await codesOf(user.accountId)).map((code) => code.name).sort()).toEqual(["ok", "ok2"]);
  });

  it("runs again without duplicates: unchanged rows are skipped, a changed destination updated", async () => {
    const { user, headers } = await makeOwner();
    const rows = [
      ["url", "name", "slug"],
      ["https://example.com/1", "one", ""],
      ["https://example.com/2", "two", ""],
    ];
    await importNow(headers, { source: "csv", options: { csv: csvOf(rows) } });
    const again = await importNow(headers, { source: "csv", options: { csv: csvOf(rows) } });
    expect(again).toMatchObject({ created: 0, skipped: 2, updated: 0, creditsNeeded: 0 });
    const hostname = host();
    await verifiedDomain(user.accountId, hostname);
    const linked = [
      ["url", "slug", "domain"],
      ["https://example.com/old", "menu", hostname],
    ];
    await importNow(headers, { source: "csv", options: { csv: csvOf(linked) } });
    const moved = await importNow(headers, {
      source: "csv",
      options: { csv: csvOf([linked[0], ["https://example.com/new", "menu", hostname]]) },
    });
    expect(moved).toMatchObject({ created: 0, updated: 1, skipped: 0 });
    const codes = await codesOf(user.accountId);
    expect(codes).toHaveLength(3);
    expect(codes.find((code) => code.slug === "menu")?.targetUrl).toBe("https://example.com/new");
  });

  it("a repeated row in one file is skipped; a slug another code holds is a row error, never an overwrite", async () => {
    const { user, headers } = await makeOwner();
    const hostname = host();
    await verifiedDomain(user.accountId, hostname);
    const held = await createCode(headers, { content: "https://example.com/held", domain: hostname, slug: "taken" });
    expect(held.status).toBe(201);
    const csv = csvOf([
      ["url", "slug", "domain"],
      ["https://example.com/a", "free", hostname],
      ["https://example.com/a", "free", hostname],
      ["https://example.com/b", "taken", hostname],
    ]);
    const done = await importNow(headers, { source: "csv", options: { csv } });
    expect(done).toMatchObject({ created: 1, skipped: 1, failed: 1 });
    expect(done.errors).toEqual([{ row: 3, field: "slug", message: expect.stringContaining("taken") }]);
    expect((await getCode(headers, held.body.id)).body.targetUrl).toBe("https://example.com/held");
  });

  it("a dry run answers the counts and credits needed and writes nothing", async () => {
    const { user, headers } = await makeOwner();
    const before = await footprint(user.accountId);
    const csv = csvOf([["url"], ["https://example.com/1"], ["https://example.com/2"], ["nope"]]);
    const done = await importNow(headers, { source: "csv", options: { csv }, dryRun: true });
    expect(done).toMatchObject({
      status: "SUCCEEDED",
      dryRun: true,
      total: 3,
      created: 2,
      failed: 1,
      creditsNeeded: 20,
    });
    expect(await footprint(user.accountId)).toEqual(before);
  });

  it("refuses before writing anything when the credits do not cover the new dynamic codes", async () => {
    const { user, headers } = await makeOwner();
    const rows = [["url"], ...Array.from({ length: 11 }, (_, i) => [`https://example.com/${i}`])];
    const before = await footprint(user.accountId);
    const done = await importNow(headers, { source: "csv", options: { csv: csvOf(rows) } });
    expect(done).toMatchObject({
      status: "FAILED",
      creditsNeeded: 110,
      created: 0,
      error: { code: "CREDIT_EXHAUSTED" },
    });
    expect(done.error.message).toContain("110");
    expect(await footprint(user.accountId)).toEqual({ ...before, events: before.events + 1 });
    await grantCredits(user.accountId, 10);
    const paid = await importNow(headers, { source: "csv", options: { csv: csvOf(rows) } });
    expect(paid).toMatchObject({ status: "SUCCEEDED", created: 11 });
    expect(await balanceOf(user.accountId)).toBe(0);
  });

  it("takes the file as the body (text/csv), with a BOM and semicolons", async () => {
    const { user, headers } = await makeOwner();
    const csv =
      '\uFEFFlong_url;title;tags\r\nhttps://example.com/a;Un, deux;x,y\r\n"https://example.com/b";"Semi;colon";\r\n';
    const started = await startCsvImport(headers, csv);
    expect(started.status).toBe(202);
    expect(started.headers.get("location")).toMatch(new RegExp(`/api/v1/imports/${started.body.importId}$`));
    await drainImports();
    expect((await getImport(headers, started.body.importId)).body).toMatchObject({ status: "SUCCEEDED", created: 2 });
    const names = (await codesOf(user.accountId)).map((code) => [code.name, code.tags]);
    expect(names).toEqual(
      expect.arrayContaining([
        ["Un, deux", ["x", "y"]],
        ["Semi;colon", []],
      ]),
    );
    const dry = await startCsvImport(headers, "url\nhttps://example.com/c\n", "?dryRun=true");
    await drainImports();
    expect((await getImport(headers, dry.body.importId)).body).toMatchObject({ dryRun: true, created: 1 });
  });

  it("fails the import, naming options.csv, for a file without a url column", async () => {
    const { headers } = await makeOwner();
    const done = await importNow(headers, { source: "csv", options: { csv: "name,slug\na,b\n" } });
    expect(done).toMatchObject({ status: "FAILED", error: { code: "INVALID_REQUEST" } });
    expect(done.error.message).toMatch(/^options\.csv: has no url column/);
  });

  it("cancels a waiting import; a finished one is a 409; another workspace's id is a 404", async () => {
    const [owner, other] = [await makeOwner(), await makeOwner()];
    const started = await startImport(owner.headers, {
      source: "csv",
      options: { csv: "url\nhttps://example.com/1\n" },
    });
    expect((await getImport(other.headers, started.body.importId)).status).toBe(404);
    expect((await cancelImport(other.headers, started.body.importId)).status).toBe(404);
    const cancelled = await cancelImport(owner.headers, started.body.importId);
    expect(cancelled).toMatchObject({ status: 200, body: { status: "CANCELLED" } });
    await drainImports();
    expect(await codesOf(owner.user.accountId)).toHaveLength(0);
    const again = await cancelImport(owner.headers, started.body.importId);
    expect(again).toMatchObject({ status: 409, body: { code: "CONFLICT" } });
    expect((await listImports(owner.headers)).body.data.map((item: { id: string }) => item.id)).toEqual([
      started.body.importId,
    ]);
    expect((await listImports(other.headers)).body.data).toEqual([]);
  });

  it("resumes after a stop between batches without making a code twice", async () => {
    const { user, headers } = await makeOwner();
    await grantCredits(user.accountId, 10_000);
    const rows = [["url"], ...Array.from({ length: 600 }, (_, i) => [`https://example.com/${i}`])];
    await drainImports(); // other tests' imports first: the paused run below must be this one
    const started = await startImport(headers, { source: "csv", options: { csv: csvOf(rows) } });
    let batches = 0;
    await drainImports({ stopping: () => ++batches > 2, once: true }); // stops after two batches are written
    const paused = (await getImport(headers, started.body.importId)).body;
    expect(paused.status).toBe("RUNNING");
    expect(paused.created).toBeGreaterThan(0);
    expect(paused.created).toBeLessThan(600);
    await drainImports();
    expect((await getImport(headers, started.body.importId)).body).toMatchObject({
      status: "SUCCEEDED",
      created: 600,
      processed: 600,
    });
    expect(await codesOf(user.accountId)).toHaveLength(600);
  });
});
