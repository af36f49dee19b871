// How `npm start` (and bench/memory.ts) runs the production server process.
// A QR service's live heap is ~80–120 MB (Next's and Prisma's modules, a few requests' objects);
// without a limit V8 lets the old space grow to ~2 GB of garbage before collecting hard, which was
// most of the 400 → 930 MB growth under traffic. NODE_HEAP_MB (default 192) caps it.
export const SERVER_NODE_ARGS = ["--enable-source-maps", `--max-old-space-size=${Number(process.env.NODE_HEAP_MB) || 192}`];

// glibc gives each thread that allocates (libuv's pool, libvips's workers) its own malloc arena of
// up to 64 MB; two arenas keep that native memory small at no measurable cost here.
export const SERVER_ENV = { MALLOC_ARENA_MAX: "2" };
