import type { RequestOptions, Transport } from "./transport";
import type * as T from "./types";

const at = (id: string) => encodeURIComponent(id);

/**
 * Imports of existing links (a CSV file, Bitly, Shlink or Dub), keeping their domain and slug where
 * the workspace serves the domain. Starting one takes `qrcode:create`; poll `get` until it finishes.
 */
export class Imports {
  constructor(private readonly t: Transport) {}

  /** Queues an import (`dryRun: true` only counts); answers its id at once. */
  create(params: T.CreateImportParams, options?: RequestOptions): Promise<T.QueuedImport> {
    return this.t.request({ method: "POST", path: "/api/v1/imports", body: params, idempotent: true }, options);
  }

  list(options?: RequestOptions): Promise<T.ImportList> {
    return this.t.request({ method: "GET", path: "/api/v1/imports" }, options);
  }

  /** Status, counts and the first 1,000 row errors. */
  get(id: string, options?: RequestOptions): Promise<T.Import> {
    return this.t.request({ method: "GET", path: `/api/v1/imports/${at(id)}` }, options);
  }

  /** Stops a QUEUED or RUNNING import; codes already made stay. */
  cancel(id: string, options?: RequestOptions): Promise<T.Import> {
    return this.t.request({ method: "POST", path: `/api/v1/imports/${at(id)}/cancel` }, options);
  }
}
