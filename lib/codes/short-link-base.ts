import { getConfig } from "../config/env";

/** `{SHORT_LINK_BASE}` without a trailing slash (default `{APP_URL}/s`). */
export function shortLinkBase(): string {
  const config = getConfig();
  return (config.SHORT_LINK_BASE ?? `${config.APP_URL.replace(/\/+$/, "")}/s`).replace(/\/+$/, "");
}

export const shortLinkFor = (shortCode: string): string => `${shortLinkBase()}/${shortCode}`;
