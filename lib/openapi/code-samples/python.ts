// The Python sample of an operation: a call of the generated client (sdks/python/src/codebeam/_generated)
// on `client`, a codebeam.Codebeam (the SDK tab shows how to make one): path parameters and the body
// (a dict of the TypedDict) by position, query parameters as snake_case keywords.
import { KEYWORDS } from "@/scripts/lib/python-models";
import type { SampleInputs } from "./inputs";
import { objectLiteral } from "./literals";

export const snakeCase = (name: string) => {
  const snake = name.replace(/([a-z0-9])([A-Z])/g, "$1_$2").toLowerCase();
  return KEYWORDS.has(snake) ? `${snake}_` : snake;
};

export function pythonSample(inputs: SampleInputs): string | undefined {
  const client = inputs.client;
  if (!client || client.missingFrom?.includes("python")) return undefined;
  const args = inputs.pathParams.map(({ value }) => objectLiteral(value, "python"));
  if (inputs.body) args.push(objectLiteral(inputs.body.value, "python"));
  for (const { name, value } of inputs.query) args.push(`${snakeCase(name)}=${objectLiteral(value, "python")}`);
  const call = `client.${client.namespace}.${snakeCase(client.method)}(${args.join(", ")})`;
  switch (inputs.answer) {
    case "stream":
      return `for event in ${call}:\n    print(event)`;
    case "text":
      return `csv = ${call}\nprint(csv)`;
    case "bytes":
      return `data = ${call}  # bytes\nprint(len(data))`;
    default:
      return `result = ${call}\nprint(result)`;
  }
}
