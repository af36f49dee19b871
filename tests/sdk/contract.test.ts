import fs from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { buildOpenApiDocument } from "@/lib/openapi/build-openapi-document";
import { CLIENT_METHODS } from "@/lib/openapi/client-methods";
import { GENERATED_TYPES, generatedApiTypes } from "@/scripts/build-sdk";
import type * as Sdk from "../../sdk/src/index";
import { schemaAt } from "../openapi/document-schemas";
import { buildSdk, SDK_DIST_ENTRY } from "./api-server";

type Json = Record<string, any>;
const document = buildOpenApiDocument() as Json;
let sdk: typeof Sdk;

beforeAll(async () => {
  buildSdk(); // type-checks the SDK against freshly generated types: a renamed field fails here
  sdk = await import(/* @vite-ignore */ SDK_DIST_ENTRY);
}, 300_000);

const ID = "cabcdefghijklmnopqrstuvw";
// One call per SDK method, with every input field the spec names for it.
const GENERATION = "c00000000000000000000000a";
/** A stream's first event, or its end: here the recorder's answer ends at once and the signal stops the reconnect. */
const firstOfStream = (events: AsyncGenerator<unknown>) => events.next();
const CALLS: Record<string, (client: Sdk.Codebeam) => Promise<unknown>> = {
  "qrcodes.create": (c) =>
    c.qrcodes.create({
      content: "https://example.com",
      mode: "DYNAMIC",
      name: "n",
      templateId: "default",
      keywords: ["k"],
      logo: "https://example.com/l.png",
      size: 300,
      errorCorrectionLevel: "M",
    }),
  "qrcodes.get": (c) => c.qrcodes.get(ID),
  "qrcodes.list": (c) =>
    c.qrcodes.list({ page: 1, size: 10, mode: "DYNAMIC", keyword: "x", q: "y", tag: "print", sort: "-scanCount" }),
  "qrcodes.listTags": (c) => c.qrcodes.listTags(),
  "qrcodes.changeTags": (c) => c.qrcodes.changeTags({ ids: [ID], add: ["print"], remove: ["old"] }),
  "qrcodes.uploadLogo": (c) => c.qrcodes.uploadLogo({ image: "data:image/png;base64,iVBORw0KGgo=" }),
  "qrcodes.exportCsv": (c) => c.qrcodes.exportCsv(),
  "qrcodes.exportStatsCsv": (c) => c.qrcodes.exportStatsCsv(ID, { startDate: "2026-01-01", endDate: "2026-01-31" }),
  "qrcodes.exportScansCsv": (c) => c.qrcodes.exportScansCsv(ID, { startDate: "2026-01-01" }),
  "qrcodes.export": (c) => c.qrcodes.export({ ids: [ID], format: "svg", size: 256 }),
  "qrcodes.sheet": (c) => c.qrcodes.sheet({ ids: [ID], preset: "5160", columns: 2, colorSpace: "CMYK" }),
  "qrcodes.listAll": (c) => c.qrcodes.listAll({ mode: "STATIC" }).next(),
  "qrcodes.update": (c) => c.qrcodes.update(ID, { targetUrl: "https://example.com/b", name: "m", status: "READY" }),
  "qrcodes.delete": (c) => c.qrcodes.delete(ID),
  "qrcodes.clone": (c) => c.qrcodes.clone(ID, { name: "copy", content: "https://example.com/c" }),
  "qrcodes.batchCreate": (c) => c.qrcodes.batchCreate([{ content: "https://example.com", mode: "STATIC", name: "b" }]),
  "qrcodes.getStats": (c) => c.qrcodes.getStats(ID, { startDate: "2026-01-01", endDate: "2026-01-31" }),
  "qrcodes.share": (c) => c.qrcodes.share(ID, { expiresInDays: 30, showTarget: true }),
  "qrcodes.unshare": (c) => c.qrcodes.unshare(ID),
  "qrcodes.getScans": (c) =>
    c.qrcodes.getScans(ID, { page: 1, size: 20, startDate: "2026-01-01", endDate: "2026-01-31" }),
  "qrcodes.streamScans": (c) => firstOfStream(c.qrcodes.streamScans(ID, { signal: AbortSignal.timeout(200) })),
  "scans.stream": (c) => firstOfStream(c.scans.stream({ signal: AbortSignal.timeout(200) })),
  "qrcodes.printCheck": (c) => c.qrcodes.printCheck(ID, { widthMm: 40, distanceM: 0.5, dpi: 600 }),
  "qrcodes.getImage": (c) => c.qrcodes.getImage(ID, { format: "png", size: 256 }),
  "templates.list": (c) => c.templates.list(),
  "webhooks.create": (c) => c.webhooks.create({ url: "https://example.com/h", events: ["scan.created"] }),
  "webhooks.list": (c) => c.webhooks.list({ page: 1, size: 10 }),
  "webhooks.listAll": (c) => c.webhooks.listAll().next(),
  "webhooks.get": (c) => c.webhooks.get(ID),
  "webhooks.update": (c) =>
    c.webhooks.update(ID, { url: "https://example.com/i", events: ["qrcode.created"], status: "DISABLED" }),
  "webhooks.delete": (c) => c.webhooks.delete(ID),
  "webhooks.listDeliveries": (c) => c.webhooks.listDeliveries(ID, { page: 1, size: 5 }),
  "webhooks.test": (c) => c.webhooks.test(ID),
  "webhooks.retryDelivery": (c) => c.webhooks.retryDelivery(ID, "msg_00000000000000000000000000000000"),
  "webhooks.rotateSecret": (c) => c.webhooks.rotateSecret(ID),
  "domains.create": (c) => c.domains.create({ hostname: "go.brand.com" }),
  "domains.list": (c) => c.domains.list(),
  "imports.create": (c) => c.imports.create({ source: "csv", options: { csv: "url\nhttps://example.com/\n" } }),
  "imports.list": (c) => c.imports.list(),
  "imports.get": (c) => c.imports.get(ID),
  "imports.cancel": (c) => c.imports.cancel(ID),
  "domains.get": (c) => c.domains.get(ID),
  "domains.update": (c) =>
    c.domains.update(ID, { isDefault: true, redirects: { root: "https://brand.example/", notFound: null } }),
  "domains.verify": (c) => c.domains.verify(ID),
  "domains.delete": (c) => c.domains.delete(ID, { force: true }),
  "credits.balance": (c) => c.credits.balance(),
  "qr.generate": (c) => c.qr.generate({ content: "hello", format: "svg", size: 200 }),
  "qr.printCheck": (c) =>
    c.qr.printCheck({ content: "hello", templateId: "default", foregroundColor: "#111111", widthMm: 25, dpi: 300 }),
  "ai.create": (c) =>
    c.ai.create({
      content: "https://example.com",
      prompt: "p",
      negativePrompt: "n",
      name: "a",
      image: "https://example.com/r.png",
      seed: 1,
      strength: 0.5,
      variants: 2,
    }),
  "ai.get": (c) => c.ai.get(GENERATION),
  // One look, then it gives up (timeoutMs 0): the recorder never answers a finished generation.
  "ai.waitFor": (c) => c.ai.waitFor(GENERATION, { timeoutMs: 0 }).catch(() => undefined),
  "ai.chooseVariant": (c) => c.ai.chooseVariant(GENERATION, 1),
  "ai.getVariantImage": (c) => c.ai.getVariantImage(GENERATION, 0),
  "ai.regenerate": (c) => c.ai.regenerate(ID, { prompt: "q", strength: 0.2 }),
  "workspaces.list": (c) => c.workspaces.list(),
  "members.list": (c) => c.members.list(ID),
  "invitations.list": (c) => c.invitations.list(ID),
  "audit.list": (c) =>
    c.audit.list({
      page: 1,
      size: 20,
      action: "webhook.",
      actorId: ID,
      targetId: ID,
      from: "2026-01-01T00:00:00Z",
      to: "2026-02-01T00:00:00Z",
    }),
  "audit.listAll": (c) => c.audit.listAll({ action: "key." }).next(),
};

function sdkMethods(client: Sdk.Codebeam): string[] {
  return Object.entries(client).flatMap(([namespace, resource]) =>
    Object.getOwnPropertyNames(Object.getPrototypeOf(resource))
      .filter((name) => name !== "constructor")
      .map((name) => `${namespace}.${name}`),
  );
}

function documentedOperation(method: string, pathname: string): Json | undefined {
  // A literal path first: /qrcodes/export.csv is not /qrcodes/{id}.
  const exact = (document.paths as Json)[pathname]?.[method.toLowerCase()];
  if (exact) return exact;
  for (const [template, item] of Object.entries(document.paths as Json)) {
    const operation = (item as Json)[method.toLowerCase()];
    if (operation && new RegExp(`^${template.replace(/\{\w+\}/g, "[^/]+")}$`).test(pathname)) return operation;
  }
  return undefined;
}

/** A body's field names; a union's (imports.create's, by source) are those of all its branches. */
const propertiesOf = (schema: Json | undefined): string[] => [
  ...Object.keys(schema?.properties ?? {}),
  ...[...(schema?.oneOf ?? []), ...(schema?.anyOf ?? [])].flatMap((branch: Json) =>
    propertiesOf(schemaAt(document, branch)),
  ),
];

describe("the SDK against the OpenAPI document (one source of truth)", () => {
  it("ships types generated from the current document", async () => {
    expect(fs.readFileSync(GENERATED_TYPES, "utf8"), "run npm run sdk:build").toBe(await generatedApiTypes());
  });

  it("calls a documented operation from every method, with only documented field names", async () => {
    const sent: { method: string; url: URL; body?: Json; headers: Headers }[] = [];
    const recorder: typeof fetch = async (input, init) => {
      sent.push({
        method: init!.method!,
        url: new URL(String(input)),
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
        headers: new Headers(init?.headers),
      });
      return new Response(JSON.stringify({ data: [], list: [], pagination: { totalPages: 0 } }), { status: 200 });
    };
    const client = new sdk.Codebeam({ apiKey: "cb_sk_test", fetch: recorder, maxRetries: 0 });
    expect(sdkMethods(client).sort(), "an SDK method without an entry in CALLS").toEqual(Object.keys(CALLS).sort());
    for (const [name, invoke] of Object.entries(CALLS)) {
      sent.length = 0;
      await invoke(client);
      expect(sent, name).toHaveLength(1);
      const [request] = sent;
      const operation = documentedOperation(request.method, request.url.pathname);
      expect(
        operation,
        `${name}: ${request.method} ${request.url.pathname} is not in the OpenAPI document`,
      ).toBeDefined();
      // The table the Python and Go clients and the code samples read names this method for the operation.
      const listed = CLIENT_METHODS[operation!.operationId];
      if (!/\.(listAll|waitFor)$/.test(name))
        expect(`${listed?.namespace}.${listed?.method}`, `${name}: lib/openapi/client-methods.ts`).toBe(name);
      const queryNames = (operation!.parameters ?? []).filter((p: Json) => p.in === "query").map((p: Json) => p.name);
      expect(queryNames, `${name}: query fields`).toEqual(expect.arrayContaining([...request.url.searchParams.keys()]));
      if (request.body) {
        const schema = schemaAt(document, operation!.requestBody.content["application/json"].schema);
        expect(propertiesOf(schema), `${name}: body fields`).toEqual(expect.arrayContaining(Object.keys(request.body)));
        if (request.body.items)
          expect(propertiesOf(schemaAt(document, schema, "items", "[]"))).toEqual(
            expect.arrayContaining(Object.keys(request.body.items[0])),
          );
      }
      const idempotent = operation!.parameters?.some((p: Json) => p.name === "Idempotency-Key") ?? false;
      expect(request.headers.has("idempotency-key"), `${name}: sends Idempotency-Key exactly where documented`).toBe(
        idempotent,
      );
      expect(request.headers.get("authorization")).toBe("Bearer cb_sk_test");
      expect(request.headers.get("x-codebeam-client")).toMatch(/^codebeam-sdk-js\/\d+\.\d+\.\d+/);
    }
  });

  it("refuses a missing or malformed key, and bad options, at construction", () => {
    expect(() => new sdk.Codebeam({ apiKey: "sk_live_123" })).toThrow(/must start with 'cb_sk_'/);
    expect(() => new sdk.Codebeam({} as Sdk.CodebeamOptions)).toThrow(sdk.CodebeamError);
    expect(() => new sdk.Codebeam({ apiKey: "cb_sk_x", baseUrl: "localhost:3000" })).toThrow(/baseUrl/);
    expect(() => new sdk.Codebeam({ apiKey: "cb_sk_x", maxRetries: -1 })).toThrow(/maxRetries/);
  });

  it("is a package with ESM, CommonJS and types wired through exports, and no dependencies", async () => {
    const manifest = JSON.parse(fs.readFileSync("sdk/package.json", "utf8"));
    expect(manifest.name).toBe("@codebeam/sdk");
    expect(manifest.dependencies).toEqual({});
    expect(manifest.exports["."]).toEqual({
      types: "./dist/index.d.ts",
      import: "./dist/index.js",
      require: "./dist/index.cjs",
    });
    for (const file of ["index.js", "index.cjs", "index.d.ts"])
      expect(fs.existsSync(`sdk/dist/${file}`), file).toBe(true);
    const { createRequire } = await import("node:module");
    const required = createRequire(import.meta.url)("../../sdk/dist/index.cjs");
    expect(typeof required.Codebeam).toBe("function");
    expect(new required.RateLimitError({ status: 429, code: "RATE_LIMITED", message: "x" })).toBeInstanceOf(
      required.CodebeamError,
    );
    expect(fs.readFileSync("sdk/dist/index.js", "utf8")).not.toMatch(/\bimport\s.*from\s|require\(/);
  });
});

// Type level (checked by `npx tsc --noEmit`): every input and output type resolves to a real shape;
// an operation whose success status or body moved would turn its type into `never`.
type IsNever<X> = [X] extends [never] ? true : false;
type SdkTypes = [
  Sdk.CreatedQrCode,
  Sdk.QrCode,
  Sdk.QrCodeList,
  Sdk.UpdatedQrCode,
  Sdk.DeletedQrCode,
  Sdk.ClonedQrCode,
  Sdk.BatchResult,
  Sdk.QrCodeStats,
  Sdk.ScanList,
  Sdk.TemplateCatalog,
  Sdk.CreatedWebhook,
  Sdk.Webhook,
  Sdk.WebhookList,
  Sdk.UpdatedWebhook,
  Sdk.DeletedWebhook,
  Sdk.DeliveryList,
  Sdk.WebhookTestResult,
  Sdk.RetriedDelivery,
  Sdk.RotatedSecret,
  Sdk.CreditBalance,
  Sdk.CreateQrCodeParams,
  Sdk.UpdateQrCodeParams,
  Sdk.CloneQrCodeParams,
  Sdk.BatchItem,
  Sdk.GenerateParams,
  Sdk.CreateWebhookParams,
  Sdk.UpdateWebhookParams,
  Sdk.ListQrCodesParams,
  Sdk.ChangeCodeTagsParams,
  Sdk.ChangedCodeTags,
  Sdk.StatsParams,
  Sdk.ScansParams,
  Sdk.ImageParams,
  Sdk.ListWebhooksParams,
  Sdk.ListDeliveriesParams,
  Sdk.Workspace,
  Sdk.Member,
  Sdk.Invitation,
  Sdk.AuditEvent,
  Sdk.AuditEventList,
  Sdk.ListAuditEventsParams,
];
type NeverAmong<L extends unknown[]> = { [I in keyof L]: IsNever<L[I]> }[number];
const noNeverType: NeverAmong<SdkTypes> extends false ? true : false = true;
void noNeverType;
