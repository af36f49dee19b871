import { buildOpenApiDocument } from "@/lib/openapi/build-openapi-document";
import { makeKey, makeUser, type TestUser } from "../helpers/fixtures";
import { bearer, type CallResult } from "../helpers/http";
import { documentValidator } from "../openapi/document-schemas";
import { seedCode } from "./seed-scans";

export interface Owner {
  user: TestUser;
  headers: Record<string, string>;
  codeId: string;
}

/** A fresh account with a generate-only key (reading stats needs no more) and one saved code. */
export async function makeOwner(): Promise<Owner> {
  const user = await makeUser();
  const headers = bearer(await makeKey(user, ["qrcode:generate"]));
  return { user, headers, codeId: await seedCode(user.accountId) };
}

export const todayUtc = () => new Date().toISOString().slice(0, 10);

export const shiftDay = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The field names a 400 answer's details name. */
export const fieldsOf = (result: CallResult) =>
  (result.body.details ?? []).map((detail: { field: string }) => detail.field);

const document = buildOpenApiDocument() as Record<string, any>;
const problemOf = documentValidator(document);

/** Parses an answer with the schema the OpenAPI document gives for it; throws with the reason. */
export function expectMatchesDocument(path: string, result: CallResult): void {
  const problem = problemOf(
    document.paths[path].get.responses[result.status].content["application/json"].schema,
    result.body,
  );
  if (problem) throw new Error(`${path} ${result.status} does not match the document: ${problem}`);
}

/** Case-insensitive name order, then byte order: the tie-break of every top list. */
export const byName = (a: string, b: string) => {
  const [x, y] = [a.toLowerCase(), b.toLowerCase()];
  return x < y ? -1 : x > y ? 1 : a < b ? -1 : a > b ? 1 : 0;
};
