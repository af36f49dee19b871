// The TypeScript sample of an operation: a call of @codebeam/sdk (sdk/src) on `client`, a Codebeam
// instance (the SDK tab shows how to make one).
import type { SampleInputs } from "./inputs";
import { objectLiteral } from "./literals";

/** Operations whose TypeScript method takes a body field as a plain argument instead of the body. */
const LINE_WIDTH = 120;
const BODY_FIELD_ARGUMENT: Record<string, string> = {
  "qrcodes.chooseAiVariant": "variant",
  "qrcodes.batchCreate": "items",
};

export function typescriptSample(inputs: SampleInputs): string | undefined {
  const client = inputs.client;
  if (!client || client.missingFrom?.includes("typescript")) return undefined;
  const args = inputs.pathParams.map(({ value }) => JSON.stringify(value));
  const field = BODY_FIELD_ARGUMENT[inputs.operationId];
  const last =
    inputs.body && field
      ? (inputs.body.value as Record<string, unknown>)[field]
      : inputs.body
        ? inputs.body.value
        : inputs.query.length
          ? Object.fromEntries(inputs.query.map(({ name, value }) => [name, value]))
          : undefined;
  const callWith = (multiline: boolean) =>
    `client.${client.namespace}.${client.method}(${[
      ...args,
      ...(last === undefined ? [] : [objectLiteral(last, "typescript", "", multiline)]),
    ].join(", ")})`;
  // Biome's width (biome.json: 120): a longer call puts the last argument's entries on lines of their own.
  const call = `const result = await ${callWith(false)};`.length > LINE_WIDTH ? callWith(true) : callWith(false);
  switch (inputs.answer) {
    case "stream":
      return `for await (const event of ${call}) {\n  console.log(event);\n}`;
    case "text":
      return `const csv = await ${call};\nconsole.log(csv);`;
    case "bytes":
      return `const bytes = await ${call}; // Uint8Array\nconsole.log(bytes.byteLength);`;
    default:
      return `const result = await ${call};\nconsole.log(result);`;
  }
}
