import { bitlyAdapter } from "./bitly";
import { dubAdapter } from "./dub";
import { shlinkAdapter } from "./shlink";

export { bitlyAdapter, type BitlyOptions } from "./bitly";
export { dubAdapter, type DubOptions } from "./dub";
export { readShlinkVisits, shlinkAdapter, type ShlinkOptions } from "./shlink";

/** The remote sources (the CSV adapter joins them in lib/imports). */
export const IMPORT_ADAPTERS = {
  bitly: bitlyAdapter,
  shlink: shlinkAdapter,
  dub: dubAdapter,
};
