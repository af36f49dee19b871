import { InlineText } from "./inline-text";
import { ReferenceLink } from "./reference-link";
import { SCHEMAS_SECTION, schemaAnchor } from "./reference-sections";
import { constraints, refName, type Schema, typeLabel } from "./openapi-types";

/** The object whose fields a schema describes, if any: itself, or its array's items. */
function fieldsOf(schema: Schema | undefined): Schema | undefined {
  if (schema?.properties) return schema;
  if (schema?.items?.properties) return schema.items;
  return undefined;
}

export function TypeText({ schema }: { schema: Schema }) {
  if (schema.$ref) {
    return (
      <ReferenceLink
        section={SCHEMAS_SECTION}
        anchor={schemaAnchor(refName(schema.$ref))}
        className="text-brand-700 hover:underline"
      >
        {refName(schema.$ref)}
      </ReferenceLink>
    );
  }
  return <>{typeLabel(schema)}</>;
}

/**
 * A schema as a field list: name, type, required, description and constraints, nested objects
 * indented. A named schema given with `components` is shown by its fields under a link to its name.
 */
export function SchemaView({
  schema,
  depth = 0,
  components,
}: {
  schema: Schema;
  depth?: number;
  components?: Record<string, Schema>;
}) {
  const named = schema.$ref ? components?.[refName(schema.$ref)] : undefined;
  if (named && schema.$ref) {
    return (
      <>
        <p className="mb-2 font-mono text-xs text-zinc-500">
          <TypeText schema={schema} />
        </p>
        <SchemaView schema={named} depth={depth} />
      </>
    );
  }
  const object = fieldsOf(schema);
  if (!object?.properties) {
    const notes = constraints(schema);
    return (
      <p className="font-mono text-xs text-zinc-600">
        <TypeText schema={schema} />
        {notes.length ? <span className="ml-2 font-sans text-zinc-500">{notes.join(" · ")}</span> : null}
      </p>
    );
  }
  const required = new Set(object.required ?? []);
  return (
    <ul className={`divide-y divide-zinc-100 ${depth ? "mt-2 border-l-2 border-zinc-100 pl-3" : ""}`}>
      {Object.entries(object.properties).map(([name, property]) => {
        const notes = constraints(property);
        const nested = depth < 4 ? fieldsOf(property) : undefined;
        return (
          <li key={name} className="py-2 first:pt-0 last:pb-0">
            <div className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
              <code className="font-mono text-sm font-medium text-zinc-900">{name}</code>
              <span className="font-mono text-xs text-zinc-500">
                <TypeText schema={property} />
              </span>
              {required.has(name) ? <span className="text-xs font-medium text-red-700">required</span> : null}
            </div>
            {property.description ? (
              <p className="mt-0.5 text-sm text-zinc-600">
                <InlineText text={property.description} />
              </p>
            ) : null}
            {notes.length ? <p className="mt-0.5 text-xs break-words text-zinc-500">{notes.join(" · ")}</p> : null}
            {nested ? <SchemaView schema={nested} depth={depth + 1} /> : null}
          </li>
        );
      })}
    </ul>
  );
}
