// V8 flags of the production server process (npm start, and the benchmarks that measure it).
// A young generation of 8 MB per semi-space instead of V8's larger default keeps the resident
// memory of the API process about 75 MB lower with no measurable loss of throughput
// (docs/decisions/0001).
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=8'];

// The server process's environment (npm start, the benchmarks; the Dockerfile sets the same). glibc's
// malloc gives each thread that allocates an arena of its own and keeps their freed pages: with the
// server's thread, the database's thread and V8's and libuv's helpers, the list bench's highest
// resident memory was 391 → 345 MB on the server's thread and 410 → 371 MB with the database on its
// own thread, with two arenas instead of up to eight per core (docs/decisions/0023). A value already
// in the environment is kept.
export const SERVER_ENV = { MALLOC_ARENA_MAX: '2' };
