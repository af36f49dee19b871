import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createDnsResolver, parseDnsServers } from "@/lib/domains/dns-resolver";
import { lookupVerification } from "@/lib/domains/lookup-verification";
import { type DnsServer, startDnsServer } from "../helpers/dns-server";

// Lookups against a DNS server on 127.0.0.1 answering what each test sets.
let server: DnsServer;
const TOKEN = "tok_0123456789abcdef";
const VALUE = `codebeam-verify=${TOKEN}`;
const lookup = (hostname: string, timeoutMs = 1_000) =>
  lookupVerification(hostname, TOKEN, createDnsResolver({ servers: [server.address], timeoutMs, tries: 1 }));

beforeAll(async () => {
  server = await startDnsServer();
});
afterAll(async () => {
  await server?.close();
});
beforeEach(() => {
  server.answers.clear();
  server.queries.length = 0;
});

describe("lookupVerification", () => {
  it("finds the record", async () => {
    server.answers.set("_codebeam.go.brand.test", { txt: [VALUE] });
    expect(await lookup("go.brand.test")).toEqual({ found: true });
    expect(server.queries).toEqual(["_codebeam.go.brand.test"]);
  });

  it("trims whitespace around the value", async () => {
    server.answers.set("_codebeam.go.brand.test", { txt: [`  ${VALUE} `] });
    expect(await lookup("go.brand.test")).toEqual({ found: true });
  });

  it("says the record is missing on NXDOMAIN and on a name without TXT records", async () => {
    expect(await lookup("go.brand.test")).toEqual({
      found: false,
      reason: "RECORD_MISSING",
      message: "No TXT record at _codebeam.go.brand.test yet.",
    });
    server.answers.set("_codebeam.go.brand.test", "NO_ANSWER");
    expect(await lookup("go.brand.test")).toMatchObject({ found: false, reason: "RECORD_MISSING" });
  });

  it("says the value differs, naming what it found", async () => {
    server.answers.set("_codebeam.go.brand.test", { txt: ["codebeam-verify=someone-else"] });
    const result = await lookup("go.brand.test");
    expect(result).toMatchObject({ found: false, reason: "VALUE_DIFFERS" });
    expect(!result.found && result.message).toBe(
      `The TXT record at _codebeam.go.brand.test is "codebeam-verify=someone-else", not "${VALUE}".`,
    );
  });

  it("truncates long and many values it found", async () => {
    const long = `v=${"x".repeat(200)}`;
    server.answers.set("_codebeam.go.brand.test", { txt: [long, "a", "b", "c", "d"] });
    const result = await lookup("go.brand.test");
    expect(result).toMatchObject({ found: false, reason: "VALUE_DIFFERS" });
    const message = result.found ? "" : result.message;
    expect(message).toContain(`"${long.slice(0, 60)}…"`);
    expect(message).toContain("and 2 more");
    expect(message.length).toBeLessThan(250);
  });

  it("finds the right record among several", async () => {
    server.answers.set("_codebeam.go.brand.test", { txt: ["v=spf1 -all", VALUE, "other"] });
    expect(await lookup("go.brand.test")).toEqual({ found: true });
  });

  it("joins a record split into several strings", async () => {
    server.answers.set("_codebeam.go.brand.test", { txt: [["codebeam-verify=", TOKEN.slice(0, 5), TOKEN.slice(5)]] });
    expect(await lookup("go.brand.test")).toEqual({ found: true });
  });

  it("does not join two separate records", async () => {
    server.answers.set("_codebeam.go.brand.test", { txt: ["codebeam-verify=", TOKEN] });
    expect(await lookup("go.brand.test")).toMatchObject({ found: false, reason: "VALUE_DIFFERS" });
  });

  it("reports SERVFAIL as a failed lookup, with no resolver code in the message", async () => {
    server.answers.set("_codebeam.go.brand.test", "SERVFAIL");
    const result = await lookup("go.brand.test");
    expect(result).toMatchObject({ found: false, reason: "LOOKUP_FAILED" });
    expect(result.found ? "" : result.message).not.toMatch(/ESERVFAIL|queryTxt|Error/);
  });

  it("reports a server that never answers as a failed lookup", async () => {
    server.answers.set("_codebeam.go.brand.test", "SILENT");
    const started = Date.now();
    const result = await lookup("go.brand.test", 200);
    expect(result).toEqual({
      found: false,
      reason: "LOOKUP_FAILED",
      message: "The DNS lookup of _codebeam.go.brand.test timed out; it will be tried again.",
    });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("looks an IDNA name up as punycode", async () => {
    server.answers.set("_codebeam.xn--bcher-kva.example", { txt: [VALUE] });
    expect(await lookup("xn--bcher-kva.example")).toEqual({ found: true });
    expect(server.queries).toEqual(["_codebeam.xn--bcher-kva.example"]);
  });
});

describe("DNS_SERVERS", () => {
  it("takes IPv4 and IPv6 addresses with or without a port", () => {
    expect(parseDnsServers(" 127.0.0.1:5353, [::1]:53,8.8.8.8,::1 ")).toEqual([
      "127.0.0.1:5353",
      "[::1]:53",
      "8.8.8.8",
      "::1",
    ]);
    expect(parseDnsServers(undefined)).toEqual([]);
  });

  it("refuses a name or a malformed entry", () => {
    expect(() => parseDnsServers("dns.example:53")).toThrow(/DNS_SERVERS: "dns.example:53"/);
    expect(() => parseDnsServers("[127.0.0.1]:53")).toThrow(/DNS_SERVERS/);
    expect(() => parseDnsServers("1.2.3.4:99999")).toThrow(/DNS_SERVERS/);
  });
});
