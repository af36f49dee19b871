import { invalid } from "../errors/api-error";
import type { Caller } from "../auth/caller";
import { claimIdempotencyKey, completeIdempotencyKey, releaseIdempotencyKey } from "./claim-idempotency-key";
import { requestFingerprint } from "./request-fingerprint";

const HEADER = "idempotency-key";
const VALID_KEY = /^[\x21-\x7e]{1,255}$/;

interface IdempotentContext {
  caller: Caller;
  body: unknown;
  request: Request;
}

function replay(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": "no-store",
      "Idempotent-Replayed": "true",
    },
  });
}

/**
 * Makes a creating or charging handler safe to retry: with an `Idempotency-Key` header the first
 * successful answer (status and body) is stored for 24 hours, per account, and replayed to any
 * repeat. Failed runs store nothing (they charged nothing), so a retry with the key runs again.
 * Without the header the handler runs as before.
 */
export function idempotently<C extends IdempotentContext>(
  handler: (context: C) => Promise<unknown>,
  successStatus: number,
) {
  return async (context: C): Promise<unknown> => {
    const key = context.request.headers.get(HEADER);
    if (key === null || context.caller.kind === "anonymous") return handler(context);
    if (!VALID_KEY.test(key)) throw invalid("Idempotency-Key", "must be 1 to 255 visible ASCII characters");
    const { pathname } = new URL(context.request.url);
    // withApi has parsed the body already (an optional one left out is `{}`); none at all is `{}` too.
    const fingerprint = requestFingerprint(context.request.method, pathname, context.body ?? {});
    const claim = await claimIdempotencyKey(context.caller.accountId, key, fingerprint);
    if (claim.kind === "replay") return replay(claim.status, claim.body);

    let result: unknown;
    try {
      result = await handler(context);
    } catch (error) {
      await releaseIdempotencyKey(claim.id).catch(() => undefined);
      throw error;
    }
    if (result instanceof Response) await releaseIdempotencyKey(claim.id);
    else await completeIdempotencyKey(claim.id, successStatus, result);
    return result;
  };
}
