import { plainFieldMessage } from "./plain-field-message";

/** The /api/v1 error body: `{error, code, message, details?: [{field, message}]}`. */
export interface ApiErrorBody {
  error?: string;
  code?: string;
  message?: string;
  details?: { field: string; message: string }[];
}

export interface ReadError {
  message: string;
  /** The API's error code ("DOMAIN_IN_USE"), when the answer had one. */
  code?: string;
  /** Each top-level field's first message ("styles" for "styles.margin"). */
  fields: Record<string, string>;
  /** Every message by its whole path ("rules[0].targetUrl"), for forms with nested controls. */
  paths?: Record<string, string>;
}

/** Reads a failed response into a message and per-field errors ("email" → "is already registered"). */
export async function readApiError(response: Response): Promise<ReadError> {
  let body: ApiErrorBody = {};
  try {
    body = (await response.json()) as ApiErrorBody;
  } catch {
    // not JSON (a proxy page, an empty answer): fall back to the status
  }
  const fields: Record<string, string> = {};
  const paths: Record<string, string> = {};
  for (const detail of body.details ?? []) {
    const message = plainFieldMessage(detail.field, detail.message);
    fields[detail.field.split(".")[0] || "_"] ??= message;
    paths[detail.field || "_"] ??= message;
  }
  return {
    message: body.message ?? `The request failed (HTTP ${response.status}).`,
    ...(body.code ? { code: body.code } : {}),
    fields,
    paths,
  };
}
