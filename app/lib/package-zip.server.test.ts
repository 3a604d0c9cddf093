import fc from "fast-check";
import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { readPackageZip, unsafeEntryPath } from "./package-zip.server";

const segment = fc
  .stringMatching(/^[A-Za-z0-9_][A-Za-z0-9 _.-]{0,11}$/)
  .filter((text) => text !== "." && text !== "..");
const safePath = fc.array(segment, { minLength: 1, maxLength: 4 }).map((parts) => parts.join("/"));

describe("the package ZIP reader", () => {
  it("gives back every file of an archive with safe paths, byte for byte", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.tuple(safePath, fc.uint8Array({ maxLength: 300 })), {
          minLength: 1,
          maxLength: 8,
          selector: ([path]) => path.toLowerCase(),
        }),
        async (entries) => {
          // A path may not also be a folder of another (the archive could not hold both).
          const paths = entries.map(([path]) => path);
          fc.pre(!paths.some((path) => paths.some((other) => other.startsWith(`${path}/`))));
          const read = await readPackageZip(zipSync(Object.fromEntries(entries)));
          expect(read.ok).toBe(true);
          if (!read.ok) return;
          expect([...read.files.keys()].sort()).toEqual([...paths].sort());
          for (const [path, bytes] of entries) expect(read.files.get(path)).toEqual(bytes);
        },
      ),
      { numRuns: 60 },
    );
  });

  it("refuses any path that leaves the package, is absolute, or holds a backslash or NUL", async () => {
    const unsafe = fc.oneof(
      fc.tuple(safePath, safePath).map(([a, b]) => `${a}/../${b}`),
      safePath.map((path) => `../${path}`),
      safePath.map((path) => `/${path}`),
      safePath.map((path) => `C:/${path}`),
      fc.tuple(safePath, safePath).map(([a, b]) => `${a}\\${b}`),
      fc.tuple(safePath, safePath).map(([a, b]) => `${a}\u0000${b}`),
    );
    await fc.assert(
      fc.asyncProperty(unsafe, async (path) => {
        expect(unsafeEntryPath(path)).not.toBeNull();
        const read = await readPackageZip(zipSync({ "ok.txt": strToU8("fine"), [path]: strToU8("evil") }));
        expect(read.ok).toBe(false);
        if (!read.ok) expect(read.message).toMatch(/refused/);
      }),
      { numRuns: 60 },
    );
  });

  it("refuses a symbolic link", async () => {
    const archive = zipSync({ "link.html": [strToU8("/etc/passwd"), { os: 3, attrs: (0o120777 << 16) >>> 0 }] });
    const read = await readPackageZip(archive);
    expect(read).toMatchObject({ ok: false, message: 'The package\'s "link.html" is a symbolic link: it is refused.' });
  });

  it("stops a ZIP bomb while inflating: the ratio and the total are counted as the bytes come", async () => {
    const zeros = new Uint8Array(5_000_000);
    const bomb = zipSync({ "a.bin": [zeros, { level: 9 }] });
    expect(bomb.length).toBeLessThan(100_000);
    const read = await readPackageZip(bomb);
    expect(read).toMatchObject({ ok: false, tooLarge: true });
    if (!read.ok) expect(read.message).toContain("ZIP bomb");
    const total = await readPackageZip(zipSync({ "a.bin": new Uint8Array(3000), "b.bin": new Uint8Array(3000) }), {
      maxEntries: 10,
      maxTotalBytes: 5000,
      maxRatio: 1000,
    });
    expect(total).toMatchObject({ ok: false, tooLarge: true, message: expect.stringContaining("more than") });
  });

  it("refuses more entries than allowed, and what is not a ZIP", async () => {
    const many = Object.fromEntries(Array.from({ length: 12 }, (_, index) => [`f${index}.txt`, strToU8("x")]));
    const read = await readPackageZip(zipSync(many), { maxEntries: 10, maxTotalBytes: 1e6, maxRatio: 100 });
    expect(read).toMatchObject({ ok: false, message: "The package holds 12 files; at most 10 are accepted." });
    expect(await readPackageZip(strToU8("<html>not a zip</html>"))).toMatchObject({ ok: false });
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ minLength: 0, maxLength: 400 }), async (bytes) => {
        const result = await readPackageZip(new Uint8Array([0x50, 0x4b, ...bytes]));
        expect(typeof result.ok).toBe("boolean");
      }),
      { numRuns: 100 },
    );
  });
});
