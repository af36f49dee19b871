import { z } from "zod";
import { parseDnsServers } from "./dns-servers";
import { listeningUrl } from "./listening-url";

/** An optional setting that an empty value (`NAME=` in .env) leaves unset. */
const unsetWhenEmpty = <T extends z.ZodType>(schema: T) =>
  schema.optional().or(z.literal("").transform(() => undefined));
const int = (fallback: number, min = 0) => z.coerce.number().int().min(min).default(fallback);
const flag = z
  .enum(["0", "1", "true", "false", ""])
  .default("0")
  .transform((value) => value === "1" || value === "true");

/** Every setting the server reads, with its default; `.env.example` documents each one. */
export const EnvSchema = z
  .object({
    /** TCP port and interface server.ts listens on. */
    PORT: int(3000).pipe(z.number().max(65_535)),
    HOST: z
      .string()
      .trim()
      .default("0.0.0.0")
      .transform((host) => host || "0.0.0.0"),
    /** Public base URL; default (unset or empty) where the server listens: http://localhost:PORT (listeningUrl). */
    APP_URL: unsetWhenEmpty(z.url()),
    /** Base of dynamic codes' short links; default `${APP_URL}/s`. */
    SHORT_LINK_BASE: unsetWhenEmpty(z.url()),
    DATA_DIR: z.string().min(1).default("./.data"),
    DATABASE_URL: unsetWhenEmpty(
      z.string().regex(/^postgres(ql)?:\/\//, "must be a postgres:// URL (leave it unset for the embedded database)"),
    ),
    REDIS_URL: unsetWhenEmpty(z.string().regex(/^rediss?:\/\//, "must be a redis:// URL")),
    UPSTASH_REDIS_REST_URL: unsetWhenEmpty(z.url()),
    UPSTASH_REDIS_REST_TOKEN: z.string().optional(),
    AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
    VISITOR_HASH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
    /** Encrypts webhook signing secrets at rest. */
    WEBHOOK_SECRET_KEY: z.string().min(32, "must be at least 32 characters").optional(),
    /** Mail server for password-reset links, e.g. smtp://user:pass@mail.example.com:587 (smtps:// for TLS); unset: no mail. */
    SMTP_URL: unsetWhenEmpty(z.string().regex(/^smtps?:\/\/[^\s]+$/, "must be an smtp:// or smtps:// URL")),
    /** Sender of that mail; default `Codebeam <no-reply@<APP_URL's host>>`. */
    MAIL_FROM: unsetWhenEmpty(z.string().trim().min(3).max(320)),
    TRUST_PROXY: flag,
    ALLOW_PRIVATE_TARGETS: flag,
    LIMIT_ANON_PER_MINUTE: int(10, 1),
    LIMIT_USER_PER_MINUTE: int(60, 1),
    LIMIT_KEY_PER_MINUTE: int(60, 1),
    LIMIT_KEY_PER_DAY: int(1000, 1),
    LIMIT_SIGNIN_PER_MINUTE: int(5, 1),
    /** Public short-link images ({code}/qr.png|svg) per IP per minute. */
    LIMIT_IMAGE_PER_MINUTE: int(60, 1),
    /** Scans counted per visitor per code (and per event type) within the window, per instance; 0: no limit. */
    SCAN_REPEAT_LIMIT: int(10).pipe(z.number().max(1000)),
    SCAN_REPEAT_WINDOW_SECONDS: int(60, 1).pipe(z.number().max(86_400)),
    /** Visitor-code pairs the repeat limit remembers per instance (least recently seen forgotten first). */
    SCAN_REPEAT_TRACKED: int(50_000, 100).pipe(z.number().max(10_000_000)),
    /** Memory for the short-link cache, in MB (0: read every scan's code from the database). */
    SHORT_LINK_CACHE_MB: int(8).pipe(z.number().max(4096)),
    /** Largest size of the scan journal, where scans wait out a database outage (lib/outage), in MB. */
    SCAN_JOURNAL_MAX_MB: int(256, 1).pipe(z.number().max(1_048_576)),
    /** Days raw scan events are kept (0: forever); daily rollups, and so statistics, stay. */
    SCAN_RETENTION_DAYS: int(0).pipe(z.number().max(36_500)),
    /** Days audit log events are kept (0: forever). */
    AUDIT_RETENTION_DAYS: int(365).pipe(z.number().max(36_500)),
    MAX_IMAGE_PX_ANON: int(1000, 64),
    MAX_IMAGE_PX_AUTH: int(2000, 64),
    MAX_BODY_BYTES: int(262_144, 1024),
    /** PostgreSQL: longest statement, and longest wait for a row or table lock, in ms (0: no limit). */
    DB_STATEMENT_TIMEOUT_MS: int(5000),
    DB_LOCK_TIMEOUT_MS: int(2000),
    STARTING_CREDITS: int(100),
    DYNAMIC_CODE_COST: int(10),
    STATIC_QUOTA_PER_MONTH: int(100),
    /** Run the webhook dispatcher in this process (turn off on instances that should only serve). */
    WEBHOOK_DISPATCHER: z
      .enum(["0", "1", "true", "false", ""])
      .default("1")
      .transform((value) => value !== "0" && value !== "false"),
    /** How often an idle dispatcher looks for due events, in ms (in-process writes wake it at once). */
    WEBHOOK_POLL_MS: int(500, 10),
    /** Origins a browser may call /api/v1 from with an API key: `*` (default) or a comma-separated list. */
    CORS_ALLOWED_ORIGINS: z.string().trim().default("*"),
    /** AI mode's engine (lib/ai/providers): builtin (halftone from a reference image, not generative) or a generative service. */
    AI_PROVIDER: z.enum(["builtin", "automatic1111", "comfyui", "replicate"]).default("builtin"),
    /** Base URL of the generative engine (trusted even when private); replicate defaults to its public API. */
    AI_PROVIDER_URL: z
      .url()
      .optional()
      .or(z.literal("").transform(() => undefined)),
    /** Bearer token sent to the engine, if it needs one. */
    AI_PROVIDER_TOKEN: z.string().optional(),
    /** automatic1111 / comfyui: checkpoint name (default: the one loaded / in the workflow); replicate: the model version (required). */
    AI_MODEL: z.string().optional(),
    /** automatic1111 / comfyui: ControlNet model name. */
    AI_CONTROL_MODEL: z.string().default("control_v1p_sd15_qrcode_monster"),
    /** comfyui: path of an API-format workflow JSON replacing lib/ai/providers/comfyui-workflow.json. */
    AI_COMFYUI_WORKFLOW: z.string().optional(),
    /** comfyui: node ids of the workflow's roles, e.g. `positive=2,negative=3,image=4,control=6,latent=7,sampler=8,output=10`. */
    AI_COMFYUI_NODES: z
      .string()
      .regex(
        /^\s*$|^(\s*(checkpoint|positive|negative|image|controlnet|control|latent|sampler|output)=[^,=\s]+\s*)(,\s*(checkpoint|positive|negative|image|controlnet|control|latent|sampler|output)=[^,=\s]+\s*)*$/,
        "must be role=nodeId pairs separated by commas (roles: checkpoint, positive, negative, image, controlnet, control, latent, sampler, output)",
      )
      .optional(),
    AI_CODE_COST: int(50),
    /** Generations running at once per account. */
    AI_MAX_CONCURRENT: int(2, 1).pipe(z.number().max(16)),
    /** Tries (each with stronger QR conditioning) before a generation fails. */
    AI_MAX_ATTEMPTS: int(3, 1).pipe(z.number().max(10)),
    /** Longest wait for one answer of the engine, in ms. */
    AI_TIMEOUT_MS: int(120_000, 1000),
    /** Run the AI worker in this process (default 1). */
    AI_WORKER: z
      .enum(["0", "1", "true", "false", ""])
      .default("1")
      .transform((value) => value !== "0" && value !== "false"),
    AI_POLL_MS: int(1000, 10),
    /** How often each live dynamic/AI code's destinations are checked, in minutes (0: never). */
    DESTINATION_CHECK_MINUTES: int(60),
    /** Destination checks in flight at once per instance. */
    DESTINATION_CHECK_CONCURRENCY: int(4, 1).pipe(z.number().max(64)),
    /** Resolvers for domain verification, comma-separated host[:port] (default: the system's). */
    DNS_SERVERS: unsetWhenEmpty(
      z
        .string()
        .trim()
        .regex(/^[^\s,]+(,[^\s,]+)*$/, "must be host[:port] entries separated by commas"),
    ),
    /** 0: no background re-check of domains (lib/domains/domain-checker.ts). */
    DOMAIN_CHECKER: z
      .enum(["0", "1", "true", "false", ""])
      .default("1")
      .transform((value) => value !== "0" && value !== "false"),
    /** How long a code's old branded link keeps redirecting after its domain or slug changes. */
    DOMAIN_MOVE_GRACE_DAYS: int(90),
    /** The largest CSV an import takes, in bytes (lib/imports). */
    IMPORT_MAX_BYTES: int(20 * 1024 * 1024, 1024),
    /** 0: this instance runs no imports (another one does; lib/imports/import-worker.ts). */
    IMPORT_WORKER: z
      .enum(["0", "1", "true", "false", ""])
      .default("1")
      .transform((value) => value !== "0" && value !== "false"),
    /** Live scan streams (lib/live-scans) open at once per workspace, over every instance. */
    STREAM_MAX_PER_WORKSPACE: int(20, 1),
    /** Seconds between a live stream's heartbeats, when it also re-checks its caller's access. */
    STREAM_HEARTBEAT_SECONDS: int(15, 1).pipe(z.number().max(300)),
    /** Bitly's API base (tests point it at a local server speaking Bitly's protocol). */
    BITLY_API_URL: z.url().default("https://api-ssl.bitly.com"),
    /** Dub's API base (tests point it at a local server speaking Dub's protocol). */
    DUB_API_URL: z.url().default("https://api.dub.co"),
    /** Server processes (node:cluster) sharing the port; more than 1 needs PostgreSQL. */
    WEB_CONCURRENCY: int(1, 1).pipe(z.number().max(64)),
    /** Threads drawing QR images (lib/render/render-pool.ts); unset: the cores / WEB_CONCURRENCY; 0: the event loop draws. */
    RENDER_THREADS: unsetWhenEmpty(z.coerce.number().int().min(0).max(64)),
    /** Images waiting for a render thread before more are refused with a 503 and Retry-After. */
    RENDER_QUEUE_MAX: int(128, 1).pipe(z.number().max(10_000)),
    /** The server's V8 old-space limit in MB; npm start reads it to start the server (scripts/lib/server-args.mjs). */
    NODE_HEAP_MB: int(192, 64),
    /** The embedded database's page cache in MB (lib/db/client.ts). */
    EMBEDDED_SHARED_BUFFERS_MB: int(8, 1),
    /** 0: the embedded database runs on the event loop instead of its own thread (lib/db/embedded.ts). */
    EMBEDDED_DB_THREAD: z
      .enum(["0", "1", "true", "false", ""])
      .default("1")
      .transform((value) => value !== "0" && value !== "false"),
    /** 1: the server prints a memory report on SIGUSR2 (lib/server/memory-report.ts). */
    MEMORY_REPORT: flag,
  })
  .superRefine((env, context) => {
    try {
      parseDnsServers(env.DNS_SERVERS);
    } catch (error) {
      const message = (error as Error).message.replace(/^DNS_SERVERS: /, "");
      context.addIssue({ code: "custom", path: ["DNS_SERVERS"], message });
    }
    if (env.WEB_CONCURRENCY > 1 && !env.DATABASE_URL) {
      const message =
        "above 1 needs PostgreSQL (set DATABASE_URL): the embedded database belongs to one process; leave it at 1 or unset";
      context.addIssue({ code: "custom", path: ["WEB_CONCURRENCY"], message });
    }
    if ((env.AI_PROVIDER === "automatic1111" || env.AI_PROVIDER === "comfyui") && !env.AI_PROVIDER_URL) {
      context.addIssue({
        code: "custom",
        path: ["AI_PROVIDER_URL"],
        message: `is required with AI_PROVIDER=${env.AI_PROVIDER}`,
      });
    }
    if (env.AI_PROVIDER === "replicate" && !env.AI_PROVIDER_TOKEN) {
      context.addIssue({
        code: "custom",
        path: ["AI_PROVIDER_TOKEN"],
        message: "is required with AI_PROVIDER=replicate (your Replicate API token)",
      });
    }
    if (env.AI_PROVIDER === "replicate" && !env.AI_MODEL) {
      context.addIssue({
        code: "custom",
        path: ["AI_MODEL"],
        message: "is required with AI_PROVIDER=replicate (the QR ControlNet model version)",
      });
    }
  })
  // Derived from PORT and HOST rather than a fixed http://localhost:3000: a server started with
  // only PORT=3250 would otherwise put a port nothing listens on into every link and code.
  .transform((env) => ({ ...env, APP_URL: env.APP_URL ?? listeningUrl(env.HOST, env.PORT) }));

export type Env = z.infer<typeof EnvSchema>;

export class ConfigError extends Error {}

/** Parses an environment; a bad value throws a ConfigError naming the variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = EnvSchema.safeParse(source);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
  throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
}

let cached: Env | undefined;

/** The server configuration, read and validated once. */
export function getConfig(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** Tests change limits between cases; this forgets the cached configuration. */
export function resetConfigForTests(): void {
  cached = undefined;
}
