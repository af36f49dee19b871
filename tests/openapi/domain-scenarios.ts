import { randomBytes } from "node:crypto";
import type { Contract } from "@/lib/api/contract";
import { getConfig, resetConfigForTests } from "@/lib/config/env";
import type { CallOptions, CallResult } from "../helpers/http";
import { startDnsServer } from "../helpers/dns-server";

// tests/openapi/every-operation.test.ts's scenarios for branded domains: one successful call each.

type Send = (contract: Contract, options?: Omit<CallOptions, "method"> & { query?: string }) => Promise<CallResult>;

interface Context {
  send: Send;
  created: (operationId: string, options: Parameters<Send>[1]) => Promise<any>;
}

const hostname = () => `go-${randomBytes(4).toString("hex")}.brand.test`;

export function domainScenarios({
  send,
  created,
}: Context): Record<string, (contract: Contract) => Promise<CallResult>> {
  const added = () => created("domains.create", { body: { hostname: hostname() } });
  return {
    "domains.create": (c) => send(c, { body: { hostname: hostname() } }),
    "domains.list": (c) => send(c),
    "domains.get": async (c) => send(c, { params: { id: (await added()).id } }),
    "domains.update": async (c) =>
      send(c, {
        params: { id: (await added()).id },
        body: { redirects: { root: "https://brand.example/", notFound: null } },
      }),
    "domains.delete": async (c) => send(c, { params: { id: (await added()).id } }),
    // A loopback DNS server holds the domain's TXT record: the call answers it VERIFIED.
    "domains.verify": async (c) => {
      const dns = await startDnsServer();
      const saved = process.env.DNS_SERVERS;
      try {
        const domain = await added();
        dns.answers.set(domain.verification.name, { txt: [domain.verification.value] });
        process.env.DNS_SERVERS = dns.address;
        resetConfigForTests();
        return await send(c, { params: { id: domain.id } });
      } finally {
        if (saved === undefined) delete process.env.DNS_SERVERS;
        else process.env.DNS_SERVERS = saved;
        resetConfigForTests();
        await dns.close();
      }
    },
    "domains.tlsAllowed": (c) => send(c, { query: `?domain=${new URL(getConfig().APP_URL).hostname}` }),
  };
}
