// How the server process is started: by npm start (scripts/start.mjs), the Docker image (the
// same script) and the benches (bench/product.ts), so all of them run it alike. Measured with
// npm run bench:memory; see docs/decisions.md, issues 8, 9 and 21.

/**
 * Node's flags for the server.
 * - A 512 MB old-space ceiling: V8 lets old space grow to several times what the last full GC
 *   kept when it may use gigabytes; under this ceiling its growing factor is small, so garbage
 *   promoted while a large export runs is collected sooner (PostgreSQL, 100k POs, xlsx then csv:
 *   peak RSS 191/217 -> 161/164 MB; the server keeps ~50-60 MB alive).
 * - A 2 MB semi-space: V8 sizes the young generation up to 16 MB a semi-space (three of them)
 *   for throughput; a request's garbage is a few hundred kB, and the server at rest held ~30 MB
 *   less with it (first start: 179 -> 145 MB).
 */
export const SERVER_NODE_FLAGS = ['--max-old-space-size=512', '--max-semi-space-size=2'];

/**
 * The C library's allocator (glibc; others ignore these). Each thread that allocates gets
 * arenas of its own, and memory freed into an arena stays mapped until its top is trimmed: the
 * threads a first start uses (seeding, extraction with pdf.js, tesseract and canvas) left tens
 * of MB mapped after they ended. Two arenas and a 128 kB trim threshold give it back.
 */
export const SERVER_ENV = { MALLOC_ARENA_MAX: '2', MALLOC_TRIM_THRESHOLD_: '131072' };
