import type { z } from "zod";
import type { AuthMode, Contract } from "@/lib/api/contract";
import { type ApiResult, callApi } from "./api-client";

/**
 * What a browser call knows of a contract (lib/<domain>/contracts.ts): the method and path it reads, and
 * its schemas' types. A full Contract fits, and so does the dashboard's route for it in
 * components/ui/api-routes.generated.ts, whose schemas are types only (no zod in the browser).
 */
export type CallContract<B = unknown, Q = unknown, P = unknown, R = unknown> = Pick<
  Contract<AuthMode, B, Q, P, R>,
  "method" | "path" | "params" | "query" | "body" | "response"
>;

/**
 * A contract as components/ui/api-routes.generated.ts holds it: the contract's type, of which only
 * `method` and `path` are there at run time.
 */
export type RouteOf<C extends CallContract> = Pick<C, keyof CallContract>;

// defineContract (lib/api/contract.ts) keeps the parsed types of params, query and body (P, Q, B) and
// the response schema's input type R: what the handler returns and withApi sends unparsed as JSON.
type Parts<C> =
  C extends CallContract<infer B, infer Q, infer P, infer R> ? { body: B; query: Q; params: P; result: R } : never;

/** Every field of a parsed type may be left out: the parsed type has defaults filled in and cannot say which. */
type Loose<T> = T extends readonly unknown[] ? T : T extends object ? { [K in keyof T]?: Loose<T[K]> } : T;

/**
 * What a request sends for a schema: its z.input where the contract's type keeps the schema's own
 * type, else the parsed type with every field optional (the server's parse judges the rest).
 */
type Sent<S, Parsed> =
  NonNullable<S> extends z.ZodType<unknown, infer In> ? (unknown extends In ? Loose<Parsed> : In) : Loose<Parsed>;

/** A query value as it goes on the URL; arrays repeat the name, undefined leaves it out. */
type QueryValue = string | number | boolean | readonly (string | number | boolean)[] | null | undefined;

/**
 * The JSON answer of a call; a file answer (image, CSV, ZIP) is read by URL (keyOf) instead. A file
 * contract says so by its response (a description) or by R left at defineContract's `Response`.
 */
export type ResultOf<C> = C extends { response: { file: readonly unknown[] } }
  ? never
  : Parts<C>["result"] extends Response
    ? never
    : Parts<C>["result"];

type QueryOf<C, Q> = [Q] extends [undefined] ? { query?: undefined } : { query?: Sent<C[keyof C & "query"], Q> };
// Path parameters have no defaults: all of them are named.
type ParamsOf<P> = [P] extends [undefined] ? { params?: undefined } : { params: P };
// A contract's type does not say whether its body may be left out (optionalBody), so a call with a
// body schema names it, `undefined` sending none (restore, as the dashboard always has).
type BodyOf<C, B> = [B] extends [undefined] ? { body?: undefined } : { body: Sent<C[keyof C & "body"], B> | undefined };

export type KeyArgs<C> = ParamsOf<Parts<C>["params"]> & QueryOf<C, Parts<C>["query"]>;
export type CallArgs<C> = KeyArgs<C> & BodyOf<C, Parts<C>["body"]>;

// The arguments may be left out where nothing in them is required (GET /api/v1/keys).
type Rest<A> = object extends A ? [args?: A] : [args: A];

/** The contract's path with each `{name}` filled from `params`, encoded. */
export function pathOf(contract: Pick<CallContract, "path">, params?: object): string {
  const values = (params ?? {}) as Record<string, unknown>;
  return contract.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined || value === null) throw new Error(`${contract.path}: no value for {${name}}`);
    return encodeURIComponent(String(value));
  });
}

/** The query string without its `?`, in the order the fields were given (the same options give the same URL). */
export function queryString(query?: object): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {}) as [string, QueryValue][]) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(name, String(item));
  }
  return search.toString();
}

/**
 * The URL of a request: the SWR key of a GET (so `mutate(key)` and useApi's `initial.url` line up),
 * or an <img src> / download link of a file answer.
 */
export function keyOf<C extends CallContract>(contract: C, ...[args]: Rest<KeyArgs<C>>): string {
  const { params, query } = (args ?? {}) as { params?: object; query?: object };
  const search = queryString(query);
  return search ? `${pathOf(contract, params)}?${search}` : pathOf(contract, params);
}

/**
 * Calls the endpoint a contract describes, through the dashboard's one API helper (callApi): the
 * answer typed from the contract's response schema, or the API's error read into a message and
 * per-field errors.
 */
export function call<C extends CallContract>(
  contract: C,
  ...[args]: Rest<CallArgs<C>>
): Promise<ApiResult<ResultOf<C>>> {
  const { params, query, body } = (args ?? {}) as { params?: object; query?: object; body?: unknown };
  return callApi<ResultOf<C>>(keyOf(contract as CallContract, { params, query } as never), contract.method, body);
}
