import type { Caller } from "../auth/caller";
import { getConfig } from "../config/env";

/** Largest image a caller may ask for: MAX_IMAGE_PX_ANON anonymously (1000 px), MAX_IMAGE_PX_AUTH signed in or with a key (2000 px). */
export function callerImageCap(caller: Caller): number {
  const config = getConfig();
  return caller.kind === "anonymous" ? config.MAX_IMAGE_PX_ANON : config.MAX_IMAGE_PX_AUTH;
}
