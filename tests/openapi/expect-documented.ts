import { expect } from "vitest";
import { type Contract, isFileResponse } from "@/lib/api/contract";
import type { CallResult } from "../helpers/http";
import { documentValidator } from "./document-schemas";

type Json = Record<string, any>;

const validators = new WeakMap<Json, ReturnType<typeof documentValidator>>();
function validatorOf(document: Json): ReturnType<typeof documentValidator> {
  let validator = validators.get(document);
  if (!validator) validators.set(document, (validator = documentValidator(document)));
  return validator;
}

/**
 * Checks a real answer against what the document gives for its path, method and status: the
 * status is documented, a JSON answer parses with the documented JSON schema (refs resolved), an
 * image answer has a documented content type, and an error's code is one listed for its status.
 */
export function expectDocumented(document: Json, method: string, urlPath: string, result: CallResult): void {
  const label = `${method.toUpperCase()} ${urlPath} ${result.status}`;
  const response = document.paths[urlPath]?.[method]?.responses?.[result.status];
  expect(
    response,
    `${method.toUpperCase()} ${urlPath} answered ${result.status}, which is not documented`,
  ).toBeDefined();
  const contentType = (result.headers.get("content-type") ?? "").split(";")[0].trim();
  if (!response.content) {
    expect(result.body, `${label}: documented without a body`).toBe("");
    return;
  }
  expect(Object.keys(response.content ?? {}), `${label}: content type ${contentType} is not documented`).toContain(
    contentType,
  );
  if (contentType !== "application/json") return;
  const problem = validatorOf(document)(response.content["application/json"].schema, result.body);
  expect(problem, `${label}: ${problem}\n${JSON.stringify(result.body)}`).toBeNull();
  if (result.status >= 400) {
    const code = typeof result.body.error === "object" ? result.body.error.code : result.body.code;
    // Our two error shapes carry a string code; a JSON-RPC error (MCP's transport) a number.
    if (typeof code === "string")
      expect(response["x-codebeam-error-codes"], `${label}: code ${code} is not listed for this status`).toContain(
        code.toUpperCase(),
      );
  }
}

/** The same against the contract's own zod response schema (the one the document is built from). */
export function expectMatchesContract(contract: Contract, result: CallResult): void {
  expect(result.status, `${contract.operationId}: ${JSON.stringify(result.body)}`).toBe(contract.status);
  if (isFileResponse(contract.response)) {
    expect(contract.response.file).toContain((result.headers.get("content-type") ?? "").split(";")[0].trim());
    return;
  }
  const parsed = contract.response.safeParse(result.body);
  expect(parsed.success, `${contract.operationId}: ${parsed.error?.message}\n${JSON.stringify(result.body)}`).toBe(
    true,
  );
}
