import type { ApiOptions } from "./contract";
import { authorize } from "./authorize";
import { resolveCaller } from "./caller";
import { ApiError } from "./errors";

/**
 * For answers that stay open (event streams): asks again, from the request's own credentials,
 * whether its caller may still do the operation in the same workspace. False once the key is
 * revoked, the session ended or the member removed or demoted; a database failure throws.
 */
export const callerStillAllowed =
  (contract: ApiOptions, request: Request, accountId: string) => async (): Promise<boolean> => {
    try {
      const caller = await resolveCaller(request.headers, new URL(request.url));
      authorize(contract, caller);
      return caller.kind !== "anonymous" && caller.accountId === accountId;
    } catch (error) {
      if (error instanceof ApiError) return false;
      throw error;
    }
  };
