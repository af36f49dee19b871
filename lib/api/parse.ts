import { ApiError } from "../errors/api-error";

// parseWith moved to lib/errors (it knows nothing of HTTP); re-exported for the routes.
export { parseWith } from "../errors/parse-with";

/** A body's text, refusing more than maxBytes (413 naming `body`) before reading it all. */
export async function readTextBody(request: Request, maxBytes: number): Promise<string> {
  const tooLarge = () =>
    new ApiError("PAYLOAD_TOO_LARGE", `body: must be at most ${maxBytes} bytes`, [
      { field: "body", message: `must be at most ${maxBytes} bytes` },
    ]);
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge();
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel();
        throw tooLarge();
      }
      chunks.push(value);
    }
  }
  return Buffer.concat(chunks).toString("utf8");
}

/**
 * Reads a JSON body, refusing more than maxBytes before reading it all. With `optional`, no body
 * (or only whitespace) is `undefined` instead of a 400.
 */
export async function readJsonBody(
  request: Request,
  maxBytes: number,
  options: { optional?: boolean } = {},
): Promise<unknown> {
  const text = await readTextBody(request, maxBytes);
  if (text.trim() === "") {
    if (options.optional) return undefined;
    throw new ApiError("INVALID_REQUEST", "body: a JSON body is required", [
      { field: "body", message: "a JSON body is required" },
    ]);
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError("INVALID_REQUEST", "body: is not valid JSON", [{ field: "body", message: "is not valid JSON" }]);
  }
}

/** Query parameters as a plain object (the first value of a repeated name wins). */
export function queryObject(url: URL): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [name, value] of url.searchParams) if (!(name in query)) query[name] = value;
  return query;
}
