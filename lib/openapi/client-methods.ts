// The one table of client method names: operationId → the TypeScript client's namespace and method
// (sdk/src/resources.ts, teams.ts, domains.ts, imports.ts, ai-codes.ts, live-scans.ts). The Python
// client (scripts/lib/python-operations.ts) spells the method in snake_case, the Go client
// (scripts/lib/go-sdk/operations.ts) in PascalCase; the code samples of the API reference
// (lib/openapi/code-samples) call the same names. tests/sdk/client-methods.test.ts checks the table
// against all three clients and the OpenAPI document.

export type ClientLanguage = "typescript" | "python" | "go";

export interface ClientMethod {
  namespace: string;
  method: string;
  /** The clients that do not offer it (yet): curl and the others still show how to call it. */
  missingFrom?: ClientLanguage[];
  /** The clients that offer it in hand-written code: their generators leave it out. */
  handWritten?: ClientLanguage[];
}

const ONLY_GO: ClientLanguage[] = ["typescript", "python"];
const entry = (namespace: string, method: string, missingFrom?: ClientLanguage[]): ClientMethod =>
  missingFrom ? { namespace, method, missingFrom } : { namespace, method };
/** Live scan streams (server-sent events): hand-written in the Python and Go clients (sdks/python/src/codebeam/_live_scans.py, sdks/go/live.go). */
const stream = (namespace: string, method: string): ClientMethod => ({
  namespace,
  method,
  handWritten: ["python", "go"],
});

// Grouped by namespace in the order the Python client lists its methods (its generated modules follow it).
export const CLIENT_METHODS: Record<string, ClientMethod> = {
  "qrcodes.create": entry("qrcodes", "create"),
  "qrcodes.get": entry("qrcodes", "get"),
  "qrcodes.list": entry("qrcodes", "list"),
  "qrcodes.export": entry("qrcodes", "export"),
  "qrcodes.sheet": entry("qrcodes", "sheet"),
  "logos.upload": entry("qrcodes", "uploadLogo"),
  "tags.list": entry("qrcodes", "listTags"),
  "qrcodes.changeTags": entry("qrcodes", "changeTags"),
  "qrcodes.update": entry("qrcodes", "update"),
  "qrcodes.delete": entry("qrcodes", "delete"),
  "qrcodes.clone": entry("qrcodes", "clone"),
  "qrcodes.batchCreate": entry("qrcodes", "batchCreate"),
  "qrcodes.exportCsv": entry("qrcodes", "exportCsv"),
  "qrcodes.exportStatsCsv": entry("qrcodes", "exportStatsCsv"),
  "qrcodes.exportScansCsv": entry("qrcodes", "exportScansCsv"),
  "qrcodes.getStats": entry("qrcodes", "getStats"),
  "qrcodes.share": entry("qrcodes", "share"),
  "qrcodes.unshare": entry("qrcodes", "unshare"),
  "qrcodes.getScans": entry("qrcodes", "getScans"),
  "qrcodes.printCheck": entry("qrcodes", "printCheck"),
  "qrcodes.image": entry("qrcodes", "getImage"),
  "qrcodes.streamScans": stream("qrcodes", "streamScans"),
  "qrcodes.restore": entry("qrcodes", "restore", ONLY_GO),
  "qrcodes.listVersions": entry("qrcodes", "listVersions", ONLY_GO),
  "qrcodes.restoreVersion": entry("qrcodes", "restoreVersion", ONLY_GO),
  "qrcodes.destinations": entry("qrcodes", "destinations", ONLY_GO),
  "scans.stream": stream("scans", "stream"),
  "templates.list": entry("templates", "list"),
  "webhooks.create": entry("webhooks", "create"),
  "webhooks.list": entry("webhooks", "list"),
  "webhooks.get": entry("webhooks", "get"),
  "webhooks.update": entry("webhooks", "update"),
  "webhooks.delete": entry("webhooks", "delete"),
  "webhooks.deliveries": entry("webhooks", "listDeliveries"),
  "webhooks.test": entry("webhooks", "test"),
  "webhooks.retryDelivery": entry("webhooks", "retryDelivery"),
  "webhooks.rotateSecret": entry("webhooks", "rotateSecret"),
  "domains.create": entry("domains", "create"),
  "domains.list": entry("domains", "list"),
  "domains.get": entry("domains", "get"),
  "domains.update": entry("domains", "update"),
  "domains.verify": entry("domains", "verify"),
  "domains.delete": entry("domains", "delete"),
  "domains.tlsAllowed": entry("domains", "tlsAllowed", ONLY_GO),
  "imports.create": entry("imports", "create"),
  "imports.list": entry("imports", "list"),
  "imports.get": entry("imports", "get"),
  "imports.cancel": entry("imports", "cancel"),
  "credits.balance": entry("credits", "balance"),
  "credits.ledger": entry("credits", "ledger", ONLY_GO),
  "qrcode.generatePost": entry("qr", "generate"),
  "qrcode.printCheck": entry("qr", "printCheck"),
  "plugin.generate": entry("plugin", "generate", ONLY_GO),
  "qrcodes.createAi": entry("ai", "create"),
  "qrcodes.getAiGeneration": entry("ai", "get"),
  "qrcodes.chooseAiVariant": entry("ai", "chooseVariant"),
  "qrcodes.getAiVariantImage": entry("ai", "getVariantImage"),
  "qrcodes.regenerate": entry("ai", "regenerate"),
  "stats.get": entry("stats", "get", ONLY_GO),
  "workspaces.list": entry("workspaces", "list"),
  "workspaces.members.list": entry("members", "list"),
  "invitations.list": entry("invitations", "list"),
  "audit.list": entry("audit", "list"),
};

/** Operations an API key may call that no client wraps, and why. */
export const NO_CLIENT_METHOD: Record<string, string> = {
  "qrcode.generate": "it is the GET twin of qrcode.generatePost, for an image's address",
  "mcp.message": "MCP clients speak to it in their own protocol, JSON-RPC",
  "openapi.document": "it is the OpenAPI document itself",
};

/** The client method of an operation in one language, or undefined where that client lacks it. */
export function clientMethodFor(operationId: string | undefined, language: ClientLanguage): ClientMethod | undefined {
  const method = operationId ? CLIENT_METHODS[operationId] : undefined;
  return method && !method.missingFrom?.includes(language) ? method : undefined;
}

/** The client method a language's generator writes: offered, and not hand-written there. */
export function generatedMethodFor(operationId: string, language: ClientLanguage): ClientMethod | undefined {
  const method = clientMethodFor(operationId, language);
  return method && !method.handWritten?.includes(language) ? method : undefined;
}

/** Callable with an API key: bearer auth among its security requirements, or no security at all (public). */
export function keyCallable(security: Record<string, unknown>[] | undefined): boolean {
  return !security || security.some((requirement) => "bearerAuth" in requirement);
}
