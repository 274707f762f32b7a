// V8 flags of the production server process (npm start, and the benchmarks that measure it).
// A young generation of 8 MB per semi-space instead of V8's larger default keeps the resident
// memory of the API process about 75 MB lower with no measurable loss of throughput
// (docs/decisions/0001).
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=8'];

// The server process's environment (npm start, the benchmarks; the Dockerfile sets the same). glibc's
// malloc gives each thread that allocates an arena of its own and keeps their freed pages: with the
// server's thread, V8's and libuv's helpers (and the database's thread, DATABASE_THREAD), one arena
// instead of up to eight per core took the employees bench's resident memory from 397/405 MB (two
// arenas; 414/419 MB with glibc's default) to 355/365 MB, for about 4 % fewer list requests a
// second (docs/decisions/0001 and 0023). A value already in the environment is kept.
export const SERVER_ENV = { MALLOC_ARENA_MAX: '1' };
