import { corsHeaders } from "./cors";
import { REQUEST_ID_HEADER, requestIdOf, withRequestIdInBody } from "./request-id";

type RouteHandler<C> = (request: Request, context: C) => Promise<Response>;

/**
 * What every /api/v1 answer carries whatever produced it: X-Request-Id (and `requestId` in error
 * bodies) and the CORS headers. Wraps the handler withApi builds, so the wrapper itself is unchanged.
 */
export function withEnvelope<C>(handler: RouteHandler<C>): RouteHandler<C> {
  return async (request, context) => {
    const requestId = requestIdOf(request);
    let response = await handler(request, context);
    if (response.status >= 400 && (response.headers.get("content-type") ?? "").includes("application/json")) {
      const text = await response.text();
      let body: unknown = text;
      try {
        body = JSON.stringify(withRequestIdInBody(JSON.parse(text), requestId));
      } catch {
        // not JSON after all: passed on unchanged
      }
      response = new Response(body as string, { status: response.status, headers: response.headers });
    }
    response.headers.set(REQUEST_ID_HEADER, requestId);
    for (const [name, value] of Object.entries(corsHeaders(request))) response.headers.set(name, value);
    return response;
  };
}
