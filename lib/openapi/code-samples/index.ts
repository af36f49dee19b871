// Code samples of every operation in four languages, for the API reference (components/openapi)
// and docs/api-examples.md (scripts/build-api-examples.ts): curl, and the TypeScript, Python and Go
// clients' call of it, named by lib/openapi/client-methods.ts. tests/sdk/code-samples.test.ts
// compiles every sample against the clients.
import { groupByTag, type OpenApiDocument, type OperationObject } from "@/components/openapi/openapi-types";
import { NO_CLIENT_METHOD } from "../client-methods";
import { curlSample } from "./curl";
import { goSample } from "./go";
import { sampleInputs } from "./inputs";
import type { CodeSample, SampleLanguage } from "./languages";
import { pythonSample } from "./python";
import { typescriptSample } from "./typescript";

export { type CodeSample, SAMPLE_LANGUAGES, type SampleLanguage } from "./languages";

export interface OperationSamples {
  operationId: string;
  /** Session-only operations: only curl, with a note. */
  sessionOnly: boolean;
  samples: CodeSample[];
}

export const SESSION_NOTE =
  "This operation takes the dashboard's session (a signed-in browser), not an API key: the clients do not offer it.";

const LABELS: Record<SampleLanguage, string> = { curl: "curl", typescript: "TypeScript", python: "Python", go: "Go" };

export function operationSamples(
  method: string,
  path: string,
  operation: OperationObject,
  document: OpenApiDocument,
): OperationSamples {
  const inputs = sampleInputs(method, path, operation);
  const curl: CodeSample = { language: "curl", code: curlSample(inputs) };
  if (inputs.auth === "session")
    return { operationId: inputs.operationId, sessionOnly: true, samples: [{ ...curl, note: SESSION_NOTE }] };
  const codes: Record<Exclude<SampleLanguage, "curl">, string | undefined> = {
    typescript: typescriptSample(inputs),
    python: pythonSample(inputs),
    go: goSample(inputs, document.components?.schemas ?? {}),
  };
  const samples = (["typescript", "python", "go"] as const).map((language): CodeSample => {
    const code = codes[language];
    if (code) return { language, code };
    const reason = NO_CLIENT_METHOD[inputs.operationId];
    return {
      language,
      note: reason
        ? `No client wraps this operation: ${reason}. Call it over HTTP (see curl).`
        : `The ${LABELS[language]} client does not offer this operation yet: call it over HTTP (see curl).`,
    };
  });
  return { operationId: inputs.operationId, sessionOnly: false, samples: [curl, ...samples] };
}

export interface DocumentedSamples extends OperationSamples {
  method: string;
  path: string;
  summary?: string;
}

/** Every operation's samples, grouped by tag in the reference's order. */
export function documentSamples(document: OpenApiDocument): { tag: string; operations: DocumentedSamples[] }[] {
  return groupByTag(document).map(({ tag, operations }) => ({
    tag,
    operations: operations.map(({ method, path, operation }) => ({
      method,
      path,
      summary: operation.summary,
      ...operationSamples(method, path, operation, document),
    })),
  }));
}
