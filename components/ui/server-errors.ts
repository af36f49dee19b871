import type { FieldErrors, FieldValues, Path, UseFormSetError } from "react-hook-form";
import type { ReadError } from "./api-error";

/**
 * Puts an API error on a react-hook-form form: each field the server named gets its message (the
 * server validates; the browser has no copy of its rules), and `root.server` the banner text.
 * `banner` picks that text: by default the message only when no field was named.
 */
export function showServerErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  error: ReadError,
  banner: (hasFields: boolean) => string | undefined = (hasFields) => (hasFields ? undefined : error.message),
): void {
  const fields = Object.entries(error.fields);
  // The first named field takes the focus, so a keyboard or screen-reader user lands on what to fix.
  for (const [index, [field, message]] of fields.entries())
    setError(field as Path<T>, { type: "server", message }, { shouldFocus: index === 0 });
  const text = banner(fields.length > 0);
  // "fields": a banner about the marked fields, which serverBanner drops with the last of them.
  if (text) setError("root.server", { type: fields.length > 0 ? "fields" : "server", message: text });
}

/** The banner showServerErrors set, while it still applies: one about the fields goes once none is in error. */
export function serverBanner(errors: FieldErrors): string | undefined {
  const banner = errors.root?.server;
  if (typeof banner?.message !== "string" || banner.message === "") return undefined;
  if (banner.type === "fields" && !Object.keys(errors).some((name) => name !== "root")) return undefined;
  return banner.message;
}

/** A field's message by the API's field name, whether or not the form has such an input. */
export const fieldError = (errors: FieldErrors, field: string): string | undefined => {
  const entry = errors[field];
  return entry && typeof entry.message === "string" ? entry.message : undefined;
};
