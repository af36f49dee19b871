/**
 * A database schema as comparable facts: key (what the object is) → detail (how it is defined).
 * Both prisma/schema.prisma and the migrated database are reduced to this form.
 */
export type SchemaFacts = Map<string, string>;

/** A column default in one canonical spelling, from PostgreSQL's deparsed form or a Prisma value. */
export function canonicalDefault(expression: string | null | undefined): string {
  if (expression === null || expression === undefined) return "none";
  let text = expression.trim();
  if (/^nextval\(/i.test(text)) return "autoincrement()";
  if (/^(CURRENT_TIMESTAMP|now\(\))$/i.test(text)) return "now()";
  const arrayLiteral = /^'\{(.*)\}'::[^']*\[\]$/s.exec(text);
  if (arrayLiteral)
    return `[${
      arrayLiteral[1] === ""
        ? ""
        : arrayLiteral[1]
            .split(",")
            .map((item) => item.replace(/^"|"$/g, ""))
            .join(",")
    }]`;
  // Drop casts after literals: 'USER'::"Role", '{}'::jsonb, 'a'::text inside ARRAY[...].
  text = text.replace(
    /(?<=['\])])::(?:"[^"]+"|[a-z][a-z0-9_ ]*?(?:\([0-9, ]+\))?(?: with(?:out)? time zone)?)(?:\[\])*(?=$|[,\])])/g,
    "",
  );
  while (/^\(.*\)$/.test(text)) text = text.slice(1, -1);
  const array = /^ARRAY\[(.*)\]$/s.exec(text);
  if (array)
    return `[${array[1]
      .split(/\s*,\s*/)
      .map(unquote)
      .join(",")}]`;
  return unquote(text);
}

const unquote = (text: string) => (/^'.*'$/s.test(text) ? text.slice(1, -1).replace(/''/g, "'") : text);

/** Human-readable differences; empty when both sides agree. */
export function compareFacts(expected: SchemaFacts, actual: SchemaFacts): string[] {
  const problems: string[] = [];
  for (const [key, detail] of expected) {
    if (!actual.has(key))
      problems.push(`${key}: in prisma/schema.prisma (${detail || "present"}), missing from the migrated database`);
    else if (actual.get(key) !== detail) {
      problems.push(`${key}: prisma/schema.prisma says ${detail}; the migrated database has ${actual.get(key)}`);
    }
  }
  for (const [key, detail] of actual) {
    if (!expected.has(key))
      problems.push(`${key}: in the migrated database (${detail || "present"}), not in prisma/schema.prisma`);
  }
  return problems.sort();
}
