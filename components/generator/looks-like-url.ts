/** True for an absolute http(s) link with a host, what a phone opens (the server has the last word). */
export function looksLikeHttpUrl(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}
