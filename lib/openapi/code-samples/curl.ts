// The curl sample of an operation: $BASE is the server's address, $KEY an API key (cb_sk_…).
import { filledPath, type SampleInputs } from "./inputs";

const EXTENSIONS: Record<string, string> = {
  "image/png": "png",
  "image/svg+xml": "svg",
  "image/webp": "webp",
  "image/jpeg": "jpg",
  "application/pdf": "pdf",
  "application/zip": "zip",
  "text/csv": "csv",
};

const shellQuote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

export function curlSample(inputs: SampleInputs): string {
  const query = new URLSearchParams(inputs.query.map(({ name, value }) => [name, String(value)])).toString();
  const url = `"$BASE${filledPath(inputs)}${query ? `?${query}` : ""}"`;
  const first = [
    "curl",
    inputs.answer === "stream" ? "-N" : "",
    inputs.method === "GET" ? "" : `-X ${inputs.method}`,
    url,
  ]
    .filter(Boolean)
    .join(" ");
  const lines = [first];
  if (inputs.auth === "key") lines.push(`-H "Authorization: Bearer $KEY"`);
  if (inputs.auth === "session") lines.push(`-b "next-auth.session-token=$SESSION"`);
  if (inputs.body) {
    lines.push(`-H "Content-Type: application/json"`);
    lines.push(`-d ${shellQuote(JSON.stringify(inputs.body.value))}`);
  }
  if (inputs.answer === "bytes" || inputs.answer === "text") {
    const extension = EXTENSIONS[inputs.accepts ?? ""] ?? "bin";
    lines.push(`-o ${inputs.operationId.split(".").pop()}.${extension}`);
  }
  return lines.join(" \\\n  ");
}
