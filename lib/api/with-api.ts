import { getConfig } from "../config/env";
import { isLoopbackIp } from "../net/loopback-ip";
import { enforceRateLimit } from "../ratelimit/enforce-rate-limit";
import { idempotently } from "../idempotency/idempotently";
import { clientIp } from "./client-ip";
import type { SessionCaller } from "../auth/caller";
import { type AuthenticatedCaller, type Caller, resolveCaller } from "./caller";
import { type ApiOptions, type AuthMode, type Contract, isContract, type Serializable } from "./contract";
import { withEnvelope } from "./envelope";
import { authorize } from "./authorize";
import { ApiError, errorBody, toApiError } from "./errors";
import { checkIfNoneMatch } from "./if-none-match";
import { parseWith, queryObject, readJsonBody, readTextBody } from "./parse";
import { refuseCrossSite } from "./refuse-cross-site";

// authorize() refuses keys on a session-only contract, so its handler sees a session.
type CallerFor<A extends AuthMode> = A extends "public"
  ? Caller
  : A extends "session"
    ? SessionCaller
    : AuthenticatedCaller;

export interface ApiContext<A extends AuthMode, B, Q, P> {
  caller: CallerFor<A>;
  body: B;
  query: Q;
  params: P;
  request: Request;
}

type RouteContext = { params: Promise<Record<string, string | string[] | undefined>> };

function json(body: unknown, status: number, headers: Record<string, string>): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store", ...headers },
  });
}

/** A route handler built by withApi, carrying its contract (tests/openapi pairs routes and contracts by it). */
export type ApiRoute = ((request: Request, context: RouteContext) => Promise<Response>) & {
  readonly contract?: Contract;
};

/** The body per the contract: required JSON, or (optionalBody) `{}` when nothing was sent, or (csvBody) a CSV file. */
async function readBody(request: Request, contract: ApiOptions, url: URL): Promise<unknown> {
  if (contract.csvBody) {
    const limit = getConfig().IMPORT_MAX_BYTES;
    const type = request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase();
    if (type === "text/csv") {
      const dryRun = url.searchParams.get("dryRun") === "true" ? { dryRun: true } : {};
      return { source: "csv", options: { csv: await readTextBody(request, limit) }, ...dryRun };
    }
    return readJsonBody(request, limit * 2 + 65_536); // a CSV in a JSON string grows by its escapes
  }
  const raw = await readJsonBody(request, getConfig().MAX_BODY_BYTES, { optional: contract.optionalBody });
  return raw === undefined ? {} : raw;
}

/**
 * The one wrapper of every /api/v1 route, driven by the endpoint's contract: caller resolution,
 * rate limit (headers on every answer), authentication, permission and role, zod parsing of
 * params, query and body, idempotency, and error mapping. The handler only calls the service.
 */
export function withApi<A extends AuthMode, B = undefined, Q = undefined, P = undefined, R = unknown>(
  contract: ApiOptions<A, B, Q, P> | Contract<A, B, Q, P, R>,
  handler: (context: ApiContext<A, B, Q, P>) => Promise<Serializable<R> | Response>,
): ApiRoute {
  const options = contract as unknown as ApiOptions;
  const status = options.status ?? 200;
  const shape = options.errorShape ?? "flat";
  const run = options.idempotent ? idempotently(handler, status) : handler; // a repeated Idempotency-Key replays the stored answer
  const route = withEnvelope(async (request: Request, context: RouteContext): Promise<Response> => {
    let rateHeaders: Record<string, string> = {};
    const url = new URL(request.url);
    try {
      // A bad key still counts against its IP's limit, so keys cannot be guessed at full speed.
      let caller: Caller;
      let authError: ApiError | undefined;
      try {
        caller = await resolveCaller(request.headers, url);
      } catch (thrown) {
        if (!(thrown instanceof ApiError)) throw thrown;
        authError = thrown;
        caller = { kind: "anonymous", ip: clientIp(request.headers) };
      }
      const limited =
        options.loopbackUnlimited && caller.kind === "anonymous" && isLoopbackIp(caller.ip)
          ? { headers: {} }
          : await enforceRateLimit(caller);
      rateHeaders = limited.headers;
      if (limited.error) throw limited.error;
      if (authError) throw authError;
      refuseCrossSite(request, caller);
      authorize(options, caller);

      const params = contract.params
        ? parseWith(contract.params, (await context?.params) ?? {}, "params")
        : (undefined as P);
      const query = contract.query ? parseWith(contract.query, queryObject(url), "query") : (undefined as Q);
      const body = contract.body
        ? parseWith(contract.body, await readBody(request, options, url), "body")
        : (undefined as B);
      if (options.conditional) checkIfNoneMatch(request.headers);

      const result = await run({ caller: caller as CallerFor<A>, body, query, params, request });
      if (result instanceof Response) {
        for (const [name, value] of Object.entries(rateHeaders)) result.headers.set(name, value);
        return result;
      }
      const location = options.location?.(result as never);
      return json(result, status, location ? { ...rateHeaders, Location: location } : rateHeaders);
    } catch (thrown) {
      const error = toApiError(thrown);
      return json(errorBody(error, shape), error.status, { ...rateHeaders, ...error.headers });
    }
  }); // withEnvelope: X-Request-Id and the CORS headers on every answer, errors included
  return Object.assign(route, { contract: isContract(options) ? options : undefined });
}
