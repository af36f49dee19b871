// How `npm start` (and bench/memory.ts) runs the production server process.
// A QR service's live heap is ~80–120 MB (Next's and Prisma's modules, a few requests' objects);
// without a limit V8 lets the old space grow to ~2 GB of garbage before collecting hard, which was
// most of the 400 → 930 MB growth under traffic. NODE_HEAP_MB (default 192) caps it.
// No --enable-source-maps: Node then parses and keeps the source map of every module it loads
// (Next's, Prisma's, PGlite's), ~50 MB of heap at idle (bench/memory.ts: heapUsed 104 → 54 MB). The
// server bundle is not minified, so its stack traces read without one; NODE_OPTIONS=--enable-source-maps
// turns them back on for debugging.
export const serverNodeArgs = (env = process.env) => [`--max-old-space-size=${Number(env.NODE_HEAP_MB) || 192}`];

// glibc gives each thread that allocates (libuv's pool, libvips's workers, the render threads) its
// own malloc arena of up to 64 MB, each with free holes of its own. One arena: bench/memory.ts's
// group after the render-heavy mix went from 470 to 447 MB against two, and generates cost no more
// CPU (12.2–12.3 ms per styled PNG with a logo against 13.8–14.3, alternated). glibc also raises
// its mmap threshold to the largest block freed so far (up to 32 MB), after which image buffers of
// 1–4 MB come from the arenas, where the holes they leave stay resident (bench/memory.ts: ~100 MB
// after the render-heavy mix, kept after the render threads ended). A fixed threshold (glibc's own
// starting value) keeps every block of 128 KB and more in its own mapping, returned when freed.
export const SERVER_ENV = { MALLOC_ARENA_MAX: "1", MALLOC_MMAP_THRESHOLD_: "131072" };

/**
 * Whether this process was started as the server would be (package.json's start line passes the flags and
 * SERVER_ENV's malloc settings, which glibc reads only at startup), so it can become the server instead of starting one.
 */
export function runsAsServer(execArgv = process.execArgv, env = process.env) {
  return (
    serverNodeArgs(env).every((flag) => execArgv.includes(flag)) &&
    Object.keys(SERVER_ENV).every((name) => Boolean(env[name]))
  );
}
