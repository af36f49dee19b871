import { clientIp } from "../server/client-ip";
import { shortLinkBase } from "../codes/short-link-base";
import { answerShortLink } from "./answer-short-link";
import { notFound, unavailable } from "./page-answers";
import { processShortLinkDeps } from "./short-link-deps";
import { basePathOf, parseShortLinkPath } from "./short-link-path";

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
      : await processShortLinkDeps()
          .then((deps) =>
            answerShortLink(
              {
                method: request.method === "HEAD" ? "HEAD" : request.method === "POST" ? "POST" : "GET",
                target: parseShortLinkPath(url.pathname, basePath),
                path: url.pathname,
                readForm: async () => {
                  const text = await request.text();
                  return text.length <= 4096 && (request.headers.get("content-type") ?? "").startsWith("application/x-www-form-urlencoded")
                    ? new URLSearchParams(text)
                    : null;
                },
                ip: clientIp(request.headers),
                userAgent: request.headers.get("user-agent") ?? "",
                header: (name) => request.headers.get(name) ?? undefined,
                query: url.searchParams,
              },
              deps,
            ),
          )
          .catch((error: unknown) => {
            console.error("short link:", error);
            return unavailable();
          });
  const body = request.method === "HEAD" || answer.body === null ? null : answer.body;
  return new Response(body as BodyInit | null, { status: answer.status, headers: answer.headers });
}
