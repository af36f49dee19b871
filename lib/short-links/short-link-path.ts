/** Base62, at most 16 characters: anything else is answered 404 without a database read. */
const CODE = /^[0-9A-Za-z]{1,16}$/;

export type ShortLinkAsset = "link" | "png" | "svg";

export type ShortLinkTarget = { code: string; asset: ShortLinkAsset } | { code: null };

/** Path prefix of short links ("/s" for the default `{APP_URL}/s`; "" when links live at the root). */
export function basePathOf(shortLinkBase: string): string {
  return new URL(shortLinkBase).pathname.replace(/\/+$/, "");
}

/**
 * What a path under the short-link prefix asks for: `{code}`, `{code}/qr.png`, `{code}/qr.svg`;
 * anything else under the prefix is `{code: null}` (a 404). `pathname` excludes the query.
 */
export function parseShortLinkPath(pathname: string, basePath: string): ShortLinkTarget {
  const [code, file, ...rest] = pathname.slice(basePath.length + 1).split("/");
  if (!CODE.test(code) || rest.length > 0) return { code: null };
  if (file === undefined) return { code, asset: "link" };
  if (file === "qr.png") return { code, asset: "png" };
  if (file === "qr.svg") return { code, asset: "svg" };
  return { code: null };
}
