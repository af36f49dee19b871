import type { components, operations } from "./generated/api-types";

// Every input and output type is read off the server's OpenAPI document (generated/api-types.ts),
// so a renamed or removed field there breaks the build of this package.
type Ops = operations;
export type OperationId = keyof Ops;

type Success<R> = R extends { 200: infer A }
  ? A
  : R extends { 201: infer A }
    ? A
    : R extends { 202: infer A }
      ? A
      : never;
type JsonContent<T> = T extends { content: { "application/json": infer J } } ? J : never;

/** The JSON answer of an operation's success. */
export type Output<O extends OperationId> = JsonContent<Success<Ops[O]["responses"]>>;
/** The JSON body an operation takes. */
export type Body<O extends OperationId> = JsonContent<NonNullable<Ops[O]["requestBody"]>>;
/** The query parameters an operation takes. */
export type Query<O extends OperationId> = NonNullable<Ops[O]["parameters"]["query"]>;

export type CreateQrCodeParams = Body<"qrcodes.create">;
export type CreatedQrCode = Output<"qrcodes.create">;
export type QrCode = Output<"qrcodes.get">;
export type ListQrCodesParams = Query<"qrcodes.list">;
export type QrCodeList = Output<"qrcodes.list">;
export type QrCodeSummary = QrCodeList["data"][number];
export type ExportQrCodesParams = Body<"qrcodes.export">;
export type SheetParams = Body<"qrcodes.sheet">;
export type ScansCsvParams = Query<"qrcodes.exportScansCsv">;
export type TagList = Output<"tags.list">;
export type ChangeCodeTagsParams = Body<"qrcodes.changeTags">;
export type ChangedCodeTags = Output<"qrcodes.changeTags">;
export type UploadLogoParams = Body<"logos.upload">;
export type UploadedLogo = Output<"logos.upload">;
export type UpdateQrCodeParams = Body<"qrcodes.update">;
export type UpdatedQrCode = Output<"qrcodes.update">;
export type DeletedQrCode = Output<"qrcodes.delete">;
export type CloneQrCodeParams = Body<"qrcodes.clone">;
export type ClonedQrCode = Output<"qrcodes.clone">;
export type BatchItem = Body<"qrcodes.batchCreate">["items"][number];
export type BatchResult = Output<"qrcodes.batchCreate">;
export type StatsParams = Query<"qrcodes.getStats">;
export type ShareQrCodeParams = Body<"qrcodes.share">;
export type CreatedShare = Output<"qrcodes.share">;
export type RevokedShare = Output<"qrcodes.unshare">;
export type QrCodeStats = Output<"qrcodes.getStats">;
export type ScansParams = Query<"qrcodes.getScans">;
export type ScanList = Output<"qrcodes.getScans">;
export type ScanEvent = ScanList["data"][number];
export type ImageParams = Query<"qrcodes.image">;
export type TemplateCatalog = Output<"templates.list">;
export type GenerateParams = Body<"qrcode.generatePost">;
export type PublicPrintCheckParams = Query<"qrcode.printCheck">;
export type PrintCheckParams = Query<"qrcodes.printCheck">;
export type PrintCheck = Output<"qrcodes.printCheck">;
export type CreateWebhookParams = Body<"webhooks.create">;
export type CreatedWebhook = Output<"webhooks.create">;
export type Webhook = Output<"webhooks.get">;
export type ListWebhooksParams = Query<"webhooks.list">;
export type WebhookList = Output<"webhooks.list">;
export type UpdateWebhookParams = Body<"webhooks.update">;
export type UpdatedWebhook = Output<"webhooks.update">;
export type DeletedWebhook = Output<"webhooks.delete">;
export type ListDeliveriesParams = Query<"webhooks.deliveries">;
export type DeliveryList = Output<"webhooks.deliveries">;
export type Delivery = DeliveryList["list"][number];
export type WebhookTestResult = Output<"webhooks.test">;
export type RetriedDelivery = Output<"webhooks.retryDelivery">;
export type RotatedSecret = Output<"webhooks.rotateSecret">;
export type CreditBalance = Output<"credits.balance">;
export type CreateAiCodeParams = Body<"qrcodes.createAi">;
export type QueuedAiGeneration = Output<"qrcodes.createAi">;
export type AiGeneration = Output<"qrcodes.getAiGeneration">;
export type AiVariant = AiGeneration["variants"][number];
export type RegenerateAiCodeParams = Body<"qrcodes.regenerate">;
export type WorkspaceList = Output<"workspaces.list">;
export type Workspace = WorkspaceList["data"][number];
export type MemberList = Output<"workspaces.members.list">;
export type Member = MemberList["data"][number];
export type InvitationList = Output<"invitations.list">;
export type Invitation = InvitationList["data"][number];
export type ListAuditEventsParams = Query<"audit.list">;
export type AuditEventList = Output<"audit.list">;
export type AuditEvent = AuditEventList["data"][number];
export type CreateDomainParams = Body<"domains.create">;
export type Domain = Output<"domains.get">;
export type DomainList = Output<"domains.list">;
export type UpdateDomainParams = Body<"domains.update">;
export type DeletedDomain = Output<"domains.delete">;
export type CreateImportParams = Body<"imports.create">;
export type QueuedImport = Output<"imports.create">;
export type Import = Output<"imports.get">;
export type ImportList = Output<"imports.list">;

/** A counted scan as a live stream sends it (`qrcodes.streamScans`, `scans.stream`). */
export type LiveScan = components["schemas"]["LiveScan"];
/** Requests of a code answered but not counted (bots, link previews, repeats), by class. */
export type LiveFiltered = components["schemas"]["LiveFiltered"];
/** What a live stream yields: a scan, filtered requests, or `reset` (scans were missed: reload your figures). */
export type LiveEvent =
  | { type: "scan"; scan: LiveScan }
  | { type: "filtered"; filtered: LiveFiltered }
  | { type: "reset"; reason: string };
