import type { Contract } from "@/lib/api/contract";
import type { CallOptions, CallResult } from "../helpers/http";

// tests/openapi/every-operation.test.ts's scenarios for imports: one successful call each. The
// imports stay QUEUED (no worker runs here), which is enough for their answers' shapes.

type Send = (contract: Contract, options?: Omit<CallOptions, "method"> & { query?: string }) => Promise<CallResult>;

interface Context {
  send: Send;
  created: (operationId: string, options: Parameters<Send>[1]) => Promise<any>;
}

const body = { source: "csv", options: { csv: "url,name\nhttps://example.com/menu,Menu\n" }, dryRun: true };

export function importScenarios({
  send,
  created,
}: Context): Record<string, (contract: Contract) => Promise<CallResult>> {
  const started = () => created("imports.create", { body });
  return {
    "imports.create": (c) => send(c, { body }),
    "imports.list": (c) => send(c),
    "imports.get": async (c) => send(c, { params: { id: (await started()).importId } }),
    "imports.cancel": async (c) => send(c, { params: { id: (await started()).importId } }),
  };
}
