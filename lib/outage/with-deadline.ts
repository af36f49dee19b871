/** A call that ran past its deadline: treated as an outage (a frozen server never answers). */
export class DeadlineError extends Error {
  constructor(what: string, ms: number) {
    super(`${what}: no answer within ${ms} ms`);
  }
}

/**
 * `promise`, or a DeadlineError after `ms`. The call itself goes on: whoever races it must be
 * ready for it to settle later (the scan journal's replay skips scans a late batch committed).
 * The deadline's rejection waits one turn of the event loop (setImmediate runs after the I/O
 * callbacks): when the loop was blocked past the deadline (a busy machine, a long synchronous
 * task) and the answer arrived meanwhile, the answer wins instead of a false outage.
 */
export function withDeadline<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => setImmediate(() => reject(new DeadlineError(what, ms))), ms);
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}
