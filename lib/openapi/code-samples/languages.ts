// The languages of the code samples; no renderer here, so the dashboard's client components can import it.

export type SampleLanguage = "curl" | "typescript" | "python" | "go";

export const SAMPLE_LANGUAGES: { id: SampleLanguage; label: string; fence: string }[] = [
  { id: "curl", label: "curl", fence: "sh" },
  { id: "typescript", label: "TypeScript", fence: "ts" },
  { id: "python", label: "Python", fence: "python" },
  { id: "go", label: "Go", fence: "go" },
];

export interface CodeSample {
  language: SampleLanguage;
  /** The code, or undefined where that client does not offer the operation (see `note`). */
  code?: string;
  note?: string;
}
