import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { resetConfigForTests } from "@/lib/config/env";
import { db } from "@/lib/db/client";
import { checkDueDomains, startDomainChecker } from "@/lib/domains/domain-checker";
import { verifyDomain } from "@/lib/domains/verify-domain";
import { ApiError } from "@/lib/errors/api-error";
import { useTestDatabase } from "../helpers/database";
import { type DnsServer, startDnsServer } from "../helpers/dns-server";
import { makeUser, type TestUser } from "../helpers/fixtures";

// The background check and the manual verify against a PGlite database and a DNS server on
// 127.0.0.1 (DNS_SERVERS points at it).
const database = useTestDatabase();
let server: DnsServer;
let owner: TestUser;
const DAY = 86_400_000;

const addDomain = async (over: { nextCheckAt?: Date | null; createdAt?: Date; accountId?: string } = {}) => {
  const hostname = `go-${randomBytes(4).toString("hex")}.brand.test`;
  const token = randomBytes(8).toString("hex");
  const row = await (await db()).domain.create({
    data: {
      accountId: over.accountId ?? owner.accountId,
      hostname,
      verificationToken: token,
      nextCheckAt: over.nextCheckAt === undefined ? new Date(Date.now() - 1_000) : over.nextCheckAt,
      createdAt: over.createdAt,
    },
    select: { id: true },
  });
  const publish = () => server.answers.set(`_codebeam.${hostname}`, { txt: [`codebeam-verify=${token}`] });
  return { id: row.id, hostname, publish };
};
const read = async (id: string) =>
  (await db()).domain.findUniqueOrThrow({
    where: { id },
    select: { status: true, verifiedAt: true, lastCheckError: true, checkAttempts: true, nextCheckAt: true },
  });

beforeAll(async () => {
  server = await startDnsServer();
  process.env.DNS_SERVERS = server.address;
  resetConfigForTests();
  owner = await makeUser({ label: "domain-owner" });
});
afterAll(async () => {
  delete process.env.DNS_SERVERS;
  delete process.env.DOMAIN_CHECKER;
  resetConfigForTests();
  await server?.close();
});
beforeEach(async () => {
  server.answers.clear();
  server.queries.length = 0;
  // Domains of earlier tests are not due: each round sees only its test's domains.
  await (await db()).domain.updateMany({ data: { nextCheckAt: null } });
});

describe("the domain checker", () => {
  it("keeps a domain pending while its record is missing, and verifies it once it appears", async () => {
    const domain = await addDomain();
    const now = new Date();
    expect(await checkDueDomains(database.current().sql, now)).toBe(1);
    const pending = await read(domain.id);
    expect(pending).toMatchObject({ status: "PENDING", lastCheckError: "RECORD_MISSING", checkAttempts: 1 });
    const wait = pending.nextCheckAt!.getTime() - now.getTime();
    expect(wait).toBeGreaterThanOrEqual(54_000);
    expect(wait).toBeLessThanOrEqual(66_000);

    domain.publish();
    const later = new Date(now.getTime() + 2 * 60_000);
    expect(await checkDueDomains(database.current().sql, later)).toBe(1);
    expect(await read(domain.id)).toEqual({
      status: "VERIFIED",
      verifiedAt: later,
      lastCheckError: null,
      checkAttempts: 0,
      nextCheckAt: new Date(later.getTime() + DAY),
    });
  });

  it("does not look up a domain that is not due, nor one given up on", async () => {
    const future = await addDomain({ nextCheckAt: new Date(Date.now() + 60_000) });
    const givenUp = await addDomain({ nextCheckAt: null });
    future.publish();
    givenUp.publish();
    expect(await checkDueDomains(database.current().sql)).toBe(0);
    expect(server.queries).toEqual([]);
    expect((await read(future.id)).status).toBe("PENDING");
  });

  it("checks more domains than one batch in a round", async () => {
    const domains = await Promise.all(Array.from({ length: 23 }, () => addDomain()));
    for (const domain of domains) domain.publish();
    expect(await checkDueDomains(database.current().sql)).toBe(23);
    const rows = await (await db()).domain.findMany({
      where: { id: { in: domains.map((domain) => domain.id) } },
      select: { status: true },
    });
    expect(rows.every((row) => row.status === "VERIFIED")).toBe(true);
  });

  it("runs rounds in the background until stopped, and not at all with DOMAIN_CHECKER=0", async () => {
    process.env.DOMAIN_CHECKER = "0";
    resetConfigForTests();
    const off = await addDomain();
    off.publish();
    await startDomainChecker(database.current().sql, { pollMs: 10, firstDelayMs: 0 }).stop();
    expect(server.queries).toEqual([]);

    process.env.DOMAIN_CHECKER = "1";
    resetConfigForTests();
    const checker = startDomainChecker(database.current().sql, { pollMs: 10, firstDelayMs: 0 });
    await expect.poll(async () => (await read(off.id)).status, { timeout: 10_000 }).toBe("VERIFIED");
    await checker.stop();
  });
});

describe("verifyDomain", () => {
  it("verifies the workspace's domain now", async () => {
    const domain = await addDomain({ nextCheckAt: null });
    expect(await verifyDomain(owner.accountId, domain.id)).toMatchObject({ found: false, reason: "RECORD_MISSING" });
    expect((await read(domain.id)).status).toBe("PENDING");
    domain.publish();
    expect(await verifyDomain(owner.accountId, domain.id)).toEqual({ found: true });
    expect((await read(domain.id)).status).toBe("VERIFIED");
  });

  it("re-arms the background check of a pending domain given up on", async () => {
    const domain = await addDomain({ nextCheckAt: null, createdAt: new Date(Date.now() - 10 * DAY) });
    await verifyDomain(owner.accountId, domain.id);
    const row = await read(domain.id);
    expect(row.status).toBe("PENDING");
    expect(row.nextCheckAt!.getTime()).toBeGreaterThan(Date.now());
  });

  it("answers NOT_FOUND for another workspace's domain, without looking it up", async () => {
    const other = await makeUser({ label: "other-owner" });
    const domain = await addDomain({ accountId: other.accountId });
    domain.publish();
    const error = await verifyDomain(owner.accountId, domain.id).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: "NOT_FOUND", message: "No domain with this id." });
    expect(server.queries).toEqual([]);
    await expect(verifyDomain(owner.accountId, "no-such-id")).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});
