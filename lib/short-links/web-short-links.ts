import { shortLinkBase } from "../codes/short-link-base";
import { CLIENT_IP_HEADER, clientIpFrom } from "../server/client-ip";
import { notFound } from "./page-answers";
import { processShortLinkDeps } from "./short-link-deps";
import { basePathOf } from "./short-link-path";
import { answerIncomingShortLink, readTextUpTo, underBase } from "./short-link-request";

/**
 * Short links as a Web Request → Response, for the Next route app/s/… (so they also work under
 * `next dev`). In production our server answers them before Next; both share answerShortLink.
 * The route only serves the default "/s" prefix: with another SHORT_LINK_BASE it answers 404.
 */
export async function webShortLink(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const basePath = basePathOf(shortLinkBase());
  const answer =
    basePath !== "/s"
      ? notFound()
      : await answerIncomingShortLink(
          {
            method: request.method,
            pathname: url.pathname,
            query: url.searchParams,
            ip: (trustProxy) =>
              clientIpFrom(request.headers.get("x-forwarded-for"), request.headers.get(CLIENT_IP_HEADER), trustProxy),
            header: (name) => request.headers.get(name) ?? undefined,
            readText: (limit) => readTextUpTo(request.body as unknown as AsyncIterable<Uint8Array> | null, limit),
          },
          underBase(basePath),
          processShortLinkDeps,
        );
  const body = request.method === "HEAD" || answer.body === null ? null : answer.body;
  return new Response(body as BodyInit | null, { status: answer.status, headers: answer.headers });
}
