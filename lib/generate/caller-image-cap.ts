import type { Caller } from "../auth/caller";
import { getConfig } from "../config/env";

/** Largest image a caller may ask for (DESIGN.md: anonymous 1000 px, signed-in or key 2000 px). */
export function callerImageCap(caller: Caller): number {
  const config = getConfig();
  return caller.kind === "anonymous" ? config.MAX_IMAGE_PX_ANON : config.MAX_IMAGE_PX_AUTH;
}
