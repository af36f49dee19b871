// Logo decodes running at once in this process. Each holds up to ~25 MB of native memory while it
// runs (lib/render/decode-logo-limits.ts), and glibc keeps what a burst used: libuv's four threads
// would let four run together, two keep the worst burst near 50 MB and still use both cores of a
// small machine. The rest wait their turn, first come first served; decodes are rare (fetched and
// uploaded logos are cached decoded), so the queue stays short.
const SLOTS = 2;
let running = 0;
const waiting: (() => void)[] = [];

/** Runs `decode` when a slot is free; the slot passes to the next waiter when it settles. */
export async function inDecodeSlot<T>(decode: () => Promise<T>): Promise<T> {
  if (running < SLOTS) running++;
  else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await decode();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}
