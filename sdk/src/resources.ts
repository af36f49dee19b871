import { liveEvents, type StreamOptions } from "./live-scans";
import type { RequestOptions, Transport } from "./transport";
import type * as T from "./types";

const at = (id: string) => encodeURIComponent(id);

/** Every item of every page, fetched one page at a time as the loop asks for more. */
export async function* allPages<P extends { page?: number }, I>(
  params: P,
  fetchPage: (params: P) => Promise<{ items: I[]; totalPages: number }>,
): AsyncGenerator<I, void, undefined> {
  for (let page = params.page ?? 1; ; page++) {
    const { items, totalPages } = await fetchPage({ ...params, page });
    yield* items;
    if (items.length === 0 || page >= totalPages) return;
  }
}

export class QrCodes {
  constructor(private readonly t: Transport) {}

  /** Generates and saves a code. A DYNAMIC code costs credits; retries never charge twice. */
  create(params: T.CreateQrCodeParams, options?: RequestOptions): Promise<T.CreatedQrCode> {
    return this.t.request({ method: "POST", path: "/api/v1/qrcodes", body: params, idempotent: true }, options);
  }

  get(id: string, options?: RequestOptions): Promise<T.QrCode> {
    return this.t.request({ method: "GET", path: `/api/v1/qrcodes/${at(id)}` }, options);
  }

  list(params: T.ListQrCodesParams = {}, options?: RequestOptions): Promise<T.QrCodeList> {
    return this.t.request({ method: "GET", path: "/api/v1/qrcodes", query: params }, options);
  }

  /** `for await (const code of client.qrcodes.listAll({ mode: "DYNAMIC" }))` */
  listAll(
    params: T.ListQrCodesParams = {},
    options?: RequestOptions,
  ): AsyncGenerator<T.QrCodeSummary, void, undefined> {
    return allPages(params, async (query) => {
      const page = await this.list(query, options);
      return { items: page.data, totalPages: page.pagination.totalPages };
    });
  }

  /** Up to 50 codes' images in one ZIP archive (bytes), each file named after its code. */
  export(params: T.ExportQrCodesParams, options?: RequestOptions): Promise<Uint8Array> {
    return this.t.request(
      {
        method: "POST",
        path: "/api/v1/qrcodes/export",
        body: params,
        safe: true,
        binary: true,
        accept: "application/zip",
      },
      options,
    );
  }

  /** Codes (ids, or a tag) laid out on label-sheet pages as one print-ready PDF (bytes); `preset: "L7160"` fills the layout. */
  sheet(params: T.SheetParams, options?: RequestOptions): Promise<Uint8Array> {
    return this.t.request(
      {
        method: "POST",
        path: "/api/v1/qrcodes/sheet",
        body: params,
        safe: true,
        binary: true,
        accept: "application/pdf",
      },
      options,
    );
  }

  /** Stores a logo from a file (a data: URL) and answers `logo:<id>` to pass as `logo` on create, update or generate. */
  uploadLogo(params: T.UploadLogoParams, options?: RequestOptions): Promise<T.UploadedLogo> {
    return this.t.request({ method: "POST", path: "/api/v1/logos", body: params }, options);
  }

  /** The tags on the account's codes with how many carry each; filter the list with `{ tag }`. */
  listTags(options?: RequestOptions): Promise<T.TagList> {
    return this.t.request({ method: "GET", path: "/api/v1/tags" }, options);
  }

  /** Adds and removes tags on up to 50 codes in one all-or-nothing change. */
  changeTags(params: T.ChangeCodeTagsParams, options?: RequestOptions): Promise<T.ChangedCodeTags> {
    return this.t.request({ method: "POST", path: "/api/v1/qrcodes/tags", body: params }, options);
  }

  update(id: string, params: T.UpdateQrCodeParams, options?: RequestOptions): Promise<T.UpdatedQrCode> {
    return this.t.request({ method: "PATCH", path: `/api/v1/qrcodes/${at(id)}`, body: params }, options);
  }

  delete(id: string, options?: RequestOptions): Promise<T.DeletedQrCode> {
    return this.t.request({ method: "DELETE", path: `/api/v1/qrcodes/${at(id)}` }, options);
  }

  clone(id: string, params: T.CloneQrCodeParams = {}, options?: RequestOptions): Promise<T.ClonedQrCode> {
    return this.t.request(
      { method: "POST", path: `/api/v1/qrcodes/${at(id)}/clone`, body: params, idempotent: true },
      options,
    );
  }

  /** Up to 20 items; each succeeds or fails on its own (see `results`). */
  batchCreate(items: T.BatchItem[], options?: RequestOptions): Promise<T.BatchResult> {
    return this.t.request(
      { method: "POST", path: "/api/v1/qrcodes/batch", body: { items }, idempotent: true },
      options,
    );
  }

  /**
   * Every live code of the workspace as CSV text, in the columns the CSV import reads
   * (`id,name,mode,status,domain,slug,shortLink,url,tags,scans,createdAt`).
   */
  async exportCsv(options?: RequestOptions): Promise<string> {
    const bytes = await this.t.request<Uint8Array>(
      { method: "GET", path: "/api/v1/qrcodes/export.csv", binary: true, accept: "text/csv" },
      options,
    );
    return new TextDecoder().decode(bytes);
  }

  /** The statistics of a range as CSV text (`metric,key,count`). */
  async exportStatsCsv(id: string, params: T.StatsParams = {}, options?: RequestOptions): Promise<string> {
    const bytes = await this.t.request<Uint8Array>(
      { method: "GET", path: `/api/v1/qrcodes/${at(id)}/stats.csv`, query: params, binary: true, accept: "text/csv" },
      options,
    );
    return new TextDecoder().decode(bytes);
  }

  /**
   * The code's scans as they happen: `for await (const event of client.qrcodes.streamScans(id, { signal }))`
   * yields `{ type: "scan", scan }`, `{ type: "filtered", filtered }` or `{ type: "reset" }`, reconnecting by itself.
   */
  streamScans(id: string, options?: StreamOptions): AsyncGenerator<T.LiveEvent> {
    return liveEvents(this.t, `/api/v1/qrcodes/${at(id)}/scans/stream`, options);
  }

  /** Every scan event of a range as CSV text, newest first. */
  async exportScansCsv(id: string, params: T.ScansCsvParams = {}, options?: RequestOptions): Promise<string> {
    const bytes = await this.t.request<Uint8Array>(
      { method: "GET", path: `/api/v1/qrcodes/${at(id)}/scans.csv`, query: params, binary: true, accept: "text/csv" },
      options,
    );
    return new TextDecoder().decode(bytes);
  }

  getStats(id: string, params: T.StatsParams = {}, options?: RequestOptions): Promise<T.QrCodeStats> {
    return this.t.request({ method: "GET", path: `/api/v1/qrcodes/${at(id)}/stats`, query: params }, options);
  }

  /**
   * A public, read-only statistics page of the code (`url`, no sign-in); the token is in this
   * answer only. A new share revokes the code's earlier one.
   */
  share(id: string, params: T.ShareQrCodeParams = {}, options?: RequestOptions): Promise<T.CreatedShare> {
    return this.t.request({ method: "POST", path: `/api/v1/qrcodes/${at(id)}/share`, body: params }, options);
  }

  /** Revokes the code's statistics page: its URL answers 404 from now on. */
  unshare(id: string, options?: RequestOptions): Promise<T.RevokedShare> {
    return this.t.request({ method: "DELETE", path: `/api/v1/qrcodes/${at(id)}/share` }, options);
  }

  getScans(id: string, params: T.ScansParams = {}, options?: RequestOptions): Promise<T.ScanList> {
    return this.t.request({ method: "GET", path: `/api/v1/qrcodes/${at(id)}/scans`, query: params }, options);
  }

  /**
   * Will the code scan printed `widthMm` wide (quiet zone and frame included), read from
   * `distanceM`, on a printer of `dpi`? The verdict, the smallest safe width and warnings.
   */
  printCheck(id: string, params: T.PrintCheckParams = {}, options?: RequestOptions): Promise<T.PrintCheck> {
    return this.t.request({ method: "GET", path: `/api/v1/qrcodes/${at(id)}/print-check`, query: params }, options);
  }

  /** The saved code's image bytes (png by default). */
  getImage(id: string, params: T.ImageParams = {}, options?: RequestOptions): Promise<Uint8Array> {
    return this.t.request(
      { method: "GET", path: `/api/v1/qrcodes/${at(id)}/image`, query: params, binary: true },
      options,
    );
  }
}

export class Templates {
  constructor(private readonly t: Transport) {}

  list(options?: RequestOptions): Promise<T.TemplateCatalog> {
    return this.t.request({ method: "GET", path: "/api/v1/templates" }, options);
  }
}

export class Webhooks {
  constructor(private readonly t: Transport) {}

  /** The answer carries the signing `secret`, shown only here. */
  create(params: T.CreateWebhookParams, options?: RequestOptions): Promise<T.CreatedWebhook> {
    return this.t.request({ method: "POST", path: "/api/v1/webhooks", body: params, idempotent: true }, options);
  }

  list(params: T.ListWebhooksParams = {}, options?: RequestOptions): Promise<T.WebhookList> {
    return this.t.request({ method: "GET", path: "/api/v1/webhooks", query: params }, options);
  }

  listAll(
    params: T.ListWebhooksParams = {},
    options?: RequestOptions,
  ): AsyncGenerator<T.WebhookList["list"][number], void, undefined> {
    return allPages(params, async (query) => {
      const page = await this.list(query, options);
      return { items: page.list, totalPages: page.pagination.totalPages };
    });
  }

  get(id: string, options?: RequestOptions): Promise<T.Webhook> {
    return this.t.request({ method: "GET", path: `/api/v1/webhooks/${at(id)}` }, options);
  }

  update(id: string, params: T.UpdateWebhookParams, options?: RequestOptions): Promise<T.UpdatedWebhook> {
    return this.t.request({ method: "PATCH", path: `/api/v1/webhooks/${at(id)}`, body: params }, options);
  }

  delete(id: string, options?: RequestOptions): Promise<T.DeletedWebhook> {
    return this.t.request({ method: "DELETE", path: `/api/v1/webhooks/${at(id)}` }, options);
  }

  listDeliveries(id: string, params: T.ListDeliveriesParams = {}, options?: RequestOptions): Promise<T.DeliveryList> {
    return this.t.request({ method: "GET", path: `/api/v1/webhooks/${at(id)}/deliveries`, query: params }, options);
  }

  /** Sends a test event to the receiver now. Not retried (it would send twice). */
  test(id: string, options?: RequestOptions): Promise<T.WebhookTestResult> {
    return this.t.request({ method: "POST", path: `/api/v1/webhooks/${at(id)}/test` }, options);
  }

  retryDelivery(id: string, deliveryId: string, options?: RequestOptions): Promise<T.RetriedDelivery> {
    return this.t.request(
      { method: "POST", path: `/api/v1/webhooks/${at(id)}/deliveries/${at(deliveryId)}/retry` },
      options,
    );
  }

  /** A new signing secret; the previous one keeps signing for a grace period. */
  rotateSecret(id: string, options?: RequestOptions): Promise<T.RotatedSecret> {
    return this.t.request({ method: "POST", path: `/api/v1/webhooks/${at(id)}/rotate-secret` }, options);
  }
}

export class Credits {
  constructor(private readonly t: Transport) {}

  balance(options?: RequestOptions): Promise<T.CreditBalance> {
    return this.t.request({ method: "GET", path: "/api/v1/credits/balance" }, options);
  }
}

export class Qr {
  constructor(private readonly t: Transport) {}

  /** An image from the public generate endpoint (nothing saved or charged), as bytes. */
  generate(params: T.GenerateParams, options?: RequestOptions): Promise<Uint8Array> {
    return this.t.request(
      { method: "POST", path: "/api/v1/qrcode/generate", body: params, safe: true, binary: true },
      options,
    );
  }

  /** The print check of a design from the generator's options (nothing saved or charged). */
  printCheck(params: T.PublicPrintCheckParams, options?: RequestOptions): Promise<T.PrintCheck> {
    return this.t.request({ method: "GET", path: "/api/v1/qrcode/print-check", query: params }, options);
  }
}

/** Scans across the workspace. */
export class Scans {
  constructor(private readonly t: Transport) {}

  /** Every code's scans as they happen, as `qrcodes.streamScans` gives one code's. */
  stream(options?: StreamOptions): AsyncGenerator<T.LiveEvent> {
    return liveEvents(this.t, "/api/v1/scans/stream", options);
  }
}
