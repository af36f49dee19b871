import { AiCodes } from "./ai-codes";
import { Domains } from "./domains";
import { Imports } from "./imports";
import { CodebeamError } from "./errors";
import { Credits, Qr, QrCodes, Scans, Templates, Webhooks } from "./resources";
import { Audit, Invitations, Members, Workspaces } from "./teams";
import { Transport } from "./transport";

export interface CodebeamOptions {
  /** An API key (`cb_sk_…`). Keep it on a server: anyone holding it acts for your account. */
  apiKey: string;
  /** The server's address (the spec's `{base_url}`); default `http://localhost:3000`. */
  baseUrl?: string;
  /** Per attempt, in ms; default 30 000. */
  timeoutMs?: number;
  /** Retries of GET, DELETE and creates after a network error, 5xx or 429; default 2. */
  maxRetries?: number;
  /** A fetch implementation; default the global `fetch`. */
  fetch?: typeof fetch;
}

export const DEFAULT_BASE_URL = "http://localhost:3000";

const invalidOption = (message: string) => new CodebeamError({ status: 0, code: "INVALID_OPTIONS", message });

export class Codebeam {
  readonly qrcodes: QrCodes;
  /** Live scans of the whole workspace. */
  readonly scans: Scans;
  readonly templates: Templates;
  readonly webhooks: Webhooks;
  readonly domains: Domains;
  readonly imports: Imports;
  readonly credits: Credits;
  readonly qr: Qr;
  readonly ai: AiCodes;
  /** Read only: the key's workspace, its members, pending invitations and audit log. */
  readonly workspaces: Workspaces;
  readonly members: Members;
  readonly invitations: Invitations;
  readonly audit: Audit;

  constructor(options: CodebeamOptions) {
    const {
      apiKey,
      baseUrl = DEFAULT_BASE_URL,
      timeoutMs = 30_000,
      maxRetries = 2,
    } = options ?? ({} as CodebeamOptions);
    if (typeof apiKey !== "string" || !apiKey.startsWith("cb_sk_")) {
      throw invalidOption(
        "apiKey is required and must start with 'cb_sk_' (create one in the dashboard's API keys page).",
      );
    }
    if (!/^https?:\/\/[^/]/.test(baseUrl)) throw invalidOption(`baseUrl must be an http(s) URL, got '${baseUrl}'.`);
    if (!(timeoutMs > 0)) throw invalidOption("timeoutMs must be a positive number of milliseconds.");
    if (!Number.isInteger(maxRetries) || maxRetries < 0)
      throw invalidOption("maxRetries must be a whole number, 0 or more.");
    const fetchImpl = options.fetch ?? globalThis.fetch?.bind(globalThis);
    if (typeof fetchImpl !== "function")
      throw invalidOption("No fetch available: use Node.js 18+ or pass options.fetch.");
    const transport = new Transport({ apiKey, baseUrl, timeoutMs, maxRetries, fetch: fetchImpl });
    this.qrcodes = new QrCodes(transport);
    this.scans = new Scans(transport);
    this.templates = new Templates(transport);
    this.webhooks = new Webhooks(transport);
    this.domains = new Domains(transport);
    this.imports = new Imports(transport);
    this.credits = new Credits(transport);
    this.qr = new Qr(transport);
    this.ai = new AiCodes(transport);
    this.workspaces = new Workspaces(transport);
    this.members = new Members(transport);
    this.invitations = new Invitations(transport);
    this.audit = new Audit(transport);
  }
}
