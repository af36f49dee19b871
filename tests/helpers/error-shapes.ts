import { expect } from "vitest";
import type { CallResult } from "./http";

/** A 4xx in the users endpoints' nested shape; never a 500. */
export function expectNested(result: CallResult, label: string) {
  expect(result.status, label).not.toBe(500);
  if (result.status < 400) return;
  expect(Object.keys(result.body), label).toEqual(["error"]);
  const { code, message, details } = result.body.error;
  expect(typeof code === "string" && typeof message === "string" && Array.isArray(details), label).toBe(true);
  expect(typeof result.body.error.requestId, label).toBe("string");
  for (const detail of details) expect(Object.keys(detail).sort(), label).toEqual(["field", "message"]);
}

/** A 4xx in the flat /api/v1 shape; never a 500. */
export function expectFlat(result: CallResult, label: string) {
  expect(result.status, label).not.toBe(500);
  if (result.status < 400) return;
  const { error, code, message, details, requestId, ...rest } = result.body;
  expect(rest, label).toEqual({});
  expect(typeof requestId, label).toBe("string");
  expect(typeof error === "string" && typeof code === "string" && typeof message === "string", label).toBe(true);
  if (details !== undefined) {
    expect(Array.isArray(details), label).toBe(true);
    for (const detail of details) expect(Object.keys(detail).sort(), label).toEqual(["field", "message"]);
  }
}
