import { type QrStyle, QrStyle as QrStyleSchema, type QrStyleOverrides } from "./style-schema";

type Patch<T> = Partial<T> | null | undefined;

function patchObject<T extends object>(base: T | null, patch: Patch<T>): Partial<T> | null {
  if (patch === undefined) return base;
  if (patch === null) return null;
  return { ...(base ?? {}), ...patch };
}

/**
 * A template's style with a caller's overrides applied: plain fields replace, `frame` and `logo`
 * are patched field by field, `null` removes gradient, logo, frame or a finder colour.
 */
export function resolveStyle(base: QrStyle, overrides?: QrStyleOverrides | null): QrStyle {
  if (!overrides) return base;
  const defined = Object.fromEntries(Object.entries(overrides).filter(([, value]) => value !== undefined));
  return QrStyleSchema.parse({
    ...base,
    ...defined,
    frame: patchObject(base.frame, overrides.frame),
    logo: patchObject(base.logo, overrides.logo),
  });
}
