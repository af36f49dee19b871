import { invalid } from "./errors";

/** The longest If-None-Match a conditional image operation reads; the document states it as maxLength. */
export const IF_NONE_MATCH_MAX_LENGTH = 1024;

/** Refuses (400 naming the header) an If-None-Match longer than documented, rather than reading past it. */
export function checkIfNoneMatch(headers: Headers): void {
  const value = headers.get("if-none-match");
  if (value !== null && value.length > IF_NONE_MATCH_MAX_LENGTH) {
    throw invalid("If-None-Match", `must be at most ${IF_NONE_MATCH_MAX_LENGTH} characters`);
  }
}
