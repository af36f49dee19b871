import type { ApiErrorBody } from "@/components/ui/api-error";

/** A failed preview or download, in words a visitor can act on. */
export interface PreviewError {
  title: string;
  lines: string[];
  /** Set on 429: when the next request may go out (epoch ms). */
  retryAt?: number;
  /** A 400 is an answer about these exact options: asking again gives the same. */
  permanent: boolean;
}

const FIELD_LABELS: Array<[RegExp, string]> = [
  [/^content$/, "Content"],
  [/^size$/, "Size"],
  [/^format$/, "Format"],
  [/^errorCorrectionLevel$/, "Error correction"],
  [/^templateId$/, "Template"],
  [/^(logo|styles\.logo.*)$/, "Logo URL"],
  [/^styles\.foregroundColor$/, "Foreground colour"],
  [/^styles\.backgroundColor$/, "Background colour"],
  [/^styles\.gradient/, "The template's gradient colour"],
  [/^styles\.finderOuterColor$/, "The template's finder colour"],
  [/^styles\.finderInnerColor$/, "The template's finder centre colour"],
  [/^styles\.margin$/, "Margin"],
  [/^styles\.frame\.text$/, "Frame text"],
  [/^styles\.frame\.textColor$/, "Frame text colour"],
  [/^styles\.frame/, "Frame"],
];

function fieldLabel(field: string): string {
  return FIELD_LABELS.find(([pattern]) => pattern.test(field))?.[1] ?? field;
}

const period = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

export const networkError = (): PreviewError => ({
  title: "Could not reach the server",
  lines: ["Check your connection; the preview updates again on your next change."],
  permanent: false,
});

/** Reads a non-2xx answer of /api/v1/qrcode/generate. */
export async function readPreviewError(response: Response): Promise<PreviewError> {
  let body: ApiErrorBody = {};
  try {
    body = (await response.json()) as ApiErrorBody;
  } catch {
    // not JSON (a proxy error page): the status has to do
  }
  if (response.status === 429) {
    const seconds = Math.max(1, Number(response.headers.get("retry-after")) || 60);
    const limit = response.headers.get("x-ratelimit-limit");
    return {
      title: "Too many previews for now",
      lines: [
        limit
          ? `Up to ${limit} images a minute can be made from your address; signed-in accounts get more.`
          : (body.message ?? ""),
      ].filter(Boolean),
      retryAt: Date.now() + seconds * 1000,
      permanent: false,
    };
  }
  if (response.status === 400) {
    const lines = (body.details ?? []).map((detail) =>
      period(`${fieldLabel(detail.field)} ${detail.message.replace(/ for this caller$/, "")}`),
    );
    const colours = (body.details ?? []).some((detail) => /colou?r|gradient/i.test(detail.field));
    return {
      title: colours ? "These colours will not scan" : "This code cannot be made yet",
      lines: lines.length ? lines : [body.message ?? "The request was refused."],
      // A logo that could not be fetched may load next time; everything else is decided by the options.
      permanent: !(body.details ?? []).some((detail) => /logo/.test(detail.field)),
    };
  }
  return {
    title: "The preview failed",
    lines: [body.message ?? `The server answered HTTP ${response.status}.`],
    permanent: false,
  };
}
