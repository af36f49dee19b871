import type { Env } from "../config/env";
import { MAX_SIZE } from "../render/render-options";
import { CALLER_IMAGE_CAP } from "../validation/caller-image-cap-mark";

type Json = Record<string, unknown>;

/** What the description adds: the cap of each kind of caller, as configured now. */
export const callerCapsText = (config: Env) =>
  `At most ${Math.min(config.MAX_IMAGE_PX_ANON, MAX_SIZE)} px without a key or session, ${Math.min(config.MAX_IMAGE_PX_AUTH, MAX_SIZE)} px with one; more is a 400 on \`size\`.`;

/**
 * Gives every schema marked with CALLER_IMAGE_CAP (lib/validation/caller-image-cap-mark.ts) the
 * largest cap as `maximum` and both caps in its description (the parameter's, for a parameter),
 * and drops the mark. `node` is changed in place: the operations, or the named schemas.
 */
export function applyCallerImageCaps(node: unknown, config: Env): void {
  if (Array.isArray(node)) {
    for (const item of node) applyCallerImageCaps(item, config);
    return;
  }
  if (node === null || typeof node !== "object") return;
  const json = node as Json;
  const marked = (schema: unknown): schema is Json =>
    Boolean(schema && typeof schema === "object" && (schema as Json)[CALLER_IMAGE_CAP]);
  const cap = (schema: Json, describe: Json) => {
    delete schema[CALLER_IMAGE_CAP];
    schema.maximum = Math.min(Math.max(config.MAX_IMAGE_PX_AUTH, config.MAX_IMAGE_PX_ANON), MAX_SIZE);
    describe.description = [describe.description, callerCapsText(config)].filter(Boolean).join(". ");
  };
  if (json.in && marked(json.schema)) cap(json.schema, json);
  if (marked(json)) cap(json, json);
  for (const value of Object.values(json)) applyCallerImageCaps(value, config);
}
