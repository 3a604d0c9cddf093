/**
 * How the production server's C library allocates memory (decision 0122-memory). Set in the
 * environment of the process that runs the server (`npm start` through scripts/start.ts, the
 * container through the Dockerfile's ENV), because glibc reads it once, when the process starts.
 *
 * Under load most of the server's RSS above its V8 heap was memory glibc's malloc kept after it was
 * freed: each brotli response's encoder (ring buffer, hash tables, command buffers: several blocks
 * of 128 kB to 1 MB) is allocated on the main thread and in the libuv thread pool's threads, and by
 * default glibc raises its mmap threshold to the size of the first large block freed, so every later
 * encoder is carved out of the arenas, which fragment and are not given back. A fixed threshold of
 * 128 kB (glibc's own starting value; setting it turns the raising off) keeps such blocks in their own
 * mappings, returned to the system when the response is done.
 */
export const MALLOC_MMAP_THRESHOLD_TUNABLE = "glibc.malloc.mmap_threshold=131072";

/**
 * GLIBC_TUNABLES for the server: the operator's own tunables kept, with the mmap threshold added
 * unless they set one themselves.
 */
export function glibcTunables(existing: string | undefined): string {
  const tunables = (existing ?? "").split(":").filter(Boolean);
  if (tunables.some((tunable) => tunable.startsWith("glibc.malloc.mmap_threshold="))) return tunables.join(":");
  return [...tunables, MALLOC_MMAP_THRESHOLD_TUNABLE].join(":");
}
