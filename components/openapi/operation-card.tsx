import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import type { CodeSample } from "@/lib/openapi/code-samples/languages";
import { InlineText } from "./inline-text";
import { MethodBadge } from "./method-badge";
import { OperationExamples } from "./operation-examples";
import { operationAnchor } from "./reference-sections";
import {
  constraints,
  type OperationObject,
  type Parameter,
  type ResponseObject,
  type Schema,
  typeLabel,
} from "./openapi-types";
import { SchemaView, TypeText } from "./schema-view";

function authLabel(security: OperationObject["security"]): string {
  if (!security) return "API key or session";
  if (security.some((requirement) => Object.keys(requirement).length === 0)) return "Public";
  const names = new Set(security.flatMap((requirement) => Object.keys(requirement)));
  const key = names.has("bearerAuth") || names.has("apiKeyHeader");
  if (key && names.has("sessionCookie")) return "API key or session";
  return key ? "API key" : "Dashboard session only";
}

const jsonSchema = (media: { content?: Record<string, { schema?: Schema }> } | undefined) =>
  media?.content?.["application/json"]?.schema;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="border-t border-zinc-100 px-5 py-4">
      <h4 className="mb-3 text-xs font-semibold tracking-wide text-zinc-500 uppercase">{title}</h4>
      {children}
    </div>
  );
}

function ParameterRow({ parameter }: { parameter: Parameter }) {
  const notes = constraints(parameter.schema);
  return (
    <li className="py-2 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
        <code className="font-mono text-sm font-medium text-zinc-900">{parameter.name}</code>
        <span className="font-mono text-xs text-zinc-500">{typeLabel(parameter.schema)}</span>
        <span className="text-xs text-zinc-500">in {parameter.in}</span>
        {parameter.required ? <span className="text-xs font-medium text-red-700">required</span> : null}
      </div>
      {parameter.description ? (
        <p className="mt-0.5 text-sm text-zinc-600">
          <InlineText text={parameter.description} />
        </p>
      ) : null}
      {notes.length ? <p className="mt-0.5 text-xs break-words text-zinc-500">{notes.join(" · ")}</p> : null}
    </li>
  );
}

function ResponseRow({
  status,
  response,
  components,
}: {
  status: string;
  response: ResponseObject;
  components?: Record<string, Schema>;
}) {
  const schema = jsonSchema(response);
  const ok = status.startsWith("2");
  return (
    <li className="py-2 first:pt-0 last:pb-0">
      <div className="flex items-start gap-2">
        <Badge tone={ok ? "success" : "neutral"} className="mt-0.5 shrink-0 font-mono">
          {status}
        </Badge>
        <p className="min-w-0 flex-1 text-sm text-zinc-700">
          {response.description ? <InlineText text={response.description} /> : null}
          {schema && !ok ? (
            <span className="ml-2 font-mono text-xs text-zinc-500">
              <TypeText schema={schema} />
            </span>
          ) : null}
        </p>
      </div>
      {schema && ok ? (
        <div className="mt-3">
          <SchemaView schema={schema} components={components} />
        </div>
      ) : null}
    </li>
  );
}

export function OperationCard({
  method,
  path,
  operation,
  components,
  samples,
}: {
  method: string;
  path: string;
  operation: OperationObject;
  /** The document's named schemas: a body or answer that names one shows its fields here. */
  components?: Record<string, Schema>;
  /** Its examples in curl and the clients (lib/openapi/code-samples). */
  samples?: CodeSample[];
}) {
  const id = operationAnchor({ method, path, operation });
  const body = jsonSchema(operation.requestBody);
  const parameters = operation.parameters ?? [];
  return (
    <article id={id} className="scroll-mt-24 overflow-hidden rounded-xl border border-zinc-200 bg-white shadow-sm">
      <header className="px-5 py-4">
        <div className="flex flex-wrap items-center gap-3">
          <MethodBadge method={method} />
          <code className="font-mono text-sm font-medium break-all text-zinc-900">{path}</code>
        </div>
        {operation.summary ? <h3 className="mt-2 text-sm font-semibold text-zinc-900">{operation.summary}</h3> : null}
        {operation.description ? (
          <p className="mt-1 text-sm text-zinc-600">
            <InlineText text={operation.description} />
          </p>
        ) : null}
        <p className="mt-2 text-xs text-zinc-500">Auth: {authLabel(operation.security)}</p>
      </header>
      {parameters.length ? (
        <Section title="Parameters">
          <ul className="divide-y divide-zinc-100">
            {parameters.map((parameter) => (
              <ParameterRow key={`${parameter.in}-${parameter.name}`} parameter={parameter} />
            ))}
          </ul>
        </Section>
      ) : null}
      {body ? (
        <Section title="Request body (JSON)">
          <SchemaView schema={body} components={components} />
        </Section>
      ) : null}
      {samples?.length ? (
        <Section title="Example">
          <OperationExamples id={id} samples={samples} />
        </Section>
      ) : null}
      <Section title="Responses">
        <ul className="divide-y divide-zinc-100">
          {Object.entries(operation.responses ?? {}).map(([status, response]) => (
            <ResponseRow key={status} status={status} response={response} components={components} />
          ))}
        </ul>
      </Section>
    </article>
  );
}
