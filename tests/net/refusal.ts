import { expect } from "vitest";
import { OutboundRequestError } from "@/lib/net/outbound-error";

/** The OutboundRequestError a guarded call fails with; fails the test if it succeeds or fails otherwise. */
export async function refusal(promise: Promise<unknown>): Promise<OutboundRequestError> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(OutboundRequestError);
  return error as OutboundRequestError;
}
