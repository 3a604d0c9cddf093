import { describe, expect, it } from "vitest";
import { glibcTunables, MALLOC_MMAP_THRESHOLD_TUNABLE } from "../../server/memory-settings.ts";

/** The malloc settings `npm start` gives the server (decision 0122-memory). */
describe("the server's glibc tunables", () => {
  it("fixes the mmap threshold at 128 kB when the operator set none", () => {
    expect(glibcTunables(undefined)).toBe("glibc.malloc.mmap_threshold=131072");
    expect(glibcTunables("")).toBe(MALLOC_MMAP_THRESHOLD_TUNABLE);
  });

  it("keeps the operator's own tunables and adds the threshold after them", () => {
    expect(glibcTunables("glibc.malloc.arena_max=2")).toBe(
      "glibc.malloc.arena_max=2:glibc.malloc.mmap_threshold=131072",
    );
  });

  it("leaves an operator's own mmap threshold as it is", () => {
    expect(glibcTunables("glibc.malloc.mmap_threshold=65536:glibc.malloc.arena_max=4")).toBe(
      "glibc.malloc.mmap_threshold=65536:glibc.malloc.arena_max=4",
    );
  });
});
