import type { GeneratedImage } from "./generate-qr-image";

/** The image itself, with its validator; a matching If-None-Match gets an empty 304. */
export function imageResponse(request: Request, generated: GeneratedImage): Response {
  const headers = {
    ETag: generated.etag,
    "Cache-Control": "public, max-age=3600",
    "X-Codebeam-Template": generated.templateUsed,
  };
  const ifNoneMatch = request.headers.get("if-none-match");
  if (ifNoneMatch?.split(",").some((tag) => tag.trim() === generated.etag)) {
    return new Response(null, { status: 304, headers });
  }
  const body = new Uint8Array(generated.image.body);
  return new Response(body, {
    headers: { ...headers, "Content-Type": generated.image.contentType, "Content-Length": String(body.byteLength) },
  });
}

export function dataUrl(generated: GeneratedImage): string {
  return `data:${generated.image.contentType};base64,${generated.image.body.toString("base64")}`;
}
