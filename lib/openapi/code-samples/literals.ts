// JSON values as TypeScript and Python literals: on one line when short, else one entry a line.
type Language = "typescript" | "python";

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
const MAX_INLINE = 64;
const LINE_WIDTH = 120; // biome.json

/** Biome moves a string too long for its line onto the next one, indented. */
function wrapped(entry: string, indent: string, language: Language): string {
  if (language !== "typescript" || `${indent}${entry},`.length <= LINE_WIDTH) return entry;
  const split = entry.match(/^([^:]+): (".*")$/);
  return split ? `${split[1]}:\n${indent}  ${split[2]}` : entry;
}

function scalar(value: unknown, language: Language): string {
  if (language === "python") {
    if (value === null || value === undefined) return "None";
    if (value === true) return "True";
    if (value === false) return "False";
  }
  return JSON.stringify(value ?? null);
}

/** `multiline` breaks this level's entries onto lines of their own even when they would fit on one. */
export function objectLiteral(value: unknown, language: Language, indent = "", multiline = false): string {
  const inner = indent + (language === "python" ? "    " : "  ");
  if (Array.isArray(value)) {
    const items = value.map((item) => objectLiteral(item, language, inner));
    const inline = `[${items.join(", ")}]`;
    if (!multiline && inline.length <= MAX_INLINE && !inline.includes("\n")) return inline;
    return `[\n${items.map((item) => `${inner}${item},`).join("\n")}\n${indent}]`;
  }
  if (value && typeof value === "object") {
    const entries = Object.entries(value).map(([key, item]) => {
      const name = language === "typescript" && IDENTIFIER.test(key) ? key : JSON.stringify(key);
      return `${name}: ${objectLiteral(item, language, inner)}`;
    });
    if (entries.length === 0) return "{}";
    const inline = language === "typescript" ? `{ ${entries.join(", ")} }` : `{${entries.join(", ")}}`;
    if (!multiline && inline.length <= MAX_INLINE && !inline.includes("\n")) return inline;
    return `{\n${entries.map((entry) => `${inner}${wrapped(entry, inner, language)},`).join("\n")}\n${indent}}`;
  }
  return scalar(value, language);
}
