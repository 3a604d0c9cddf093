import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { safeRedirect, safeRedirectPath } from "./safe-redirect";

/** Each of these, followed by a browser from a page on our site, would leave it (or break the header). */
const HOSTILE = [
  "//evil.example",
  "//evil.example/x",
  "///evil.example",
  "/\\evil.example",
  "/\\\\evil.example",
  "\\\\evil.example",
  "\\/evil.example",
  "/\t/evil.example",
  "/\r/evil.example",
  "/\n/evil.example",
  "/\r\n/evil.example",
  "\t//evil.example",
  " //evil.example",
  "/ /evil.example",
  "/%09/evil.example",
  "/%0d/evil.example",
  "/%0a/evil.example",
  "/%0D%0ASet-Cookie:x=y",
  "/%2F/evil.example",
  "/%2f%2fevil.example",
  "%2F%2Fevil.example",
  "/%5Cevil.example",
  "/%5C%5Cevil.example",
  "/%252F%252Fevil.example",
  "/%25252F%25252Fevil.example",
  "/\u2215\u2215evil.example",
  "/\uff0f\uff0fevil.example",
  "/\u2044\u2044evil.example",
  "\u2215\u2215evil.example",
  "\uff0f/evil.example",
  "/%E2%88%95%E2%88%95evil.example\u0000",
  // Dot segments the URL parser resolves after the check: each comes out as "//evil.example".
  "/.//evil.example",
  "/a/..//evil.example",
  "/%2e//evil.example",
  "/%2E//evil.example",
  "/a/%2e%2e//evil.example",
  "/./%2e//evil.example",
  "/a/b/../..//evil.example",
  "/.//evil.example/path?x=1#y",
  "javascript:alert(1)",
  "JavaScript:alert(1)",
  " javascript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "http://evil.example",
  "https://evil.example/profile",
  "http:/evil.example",
  "http:evil.example",
  "evil.example",
  "profile",
  "./profile",
  "",
  " ",
  "\t",
  "/profile\u0000",
  "/pro\u0007file",
  "/%",
  "/%E0%A4%A",
  `/${"a".repeat(5000)}`,
];

describe("safeRedirectPath", () => {
  it.each(HOSTILE.map((value) => [JSON.stringify(value), value]))("refuses %s", (_label, value) => {
    expect(safeRedirectPath(value)).toBeNull();
  });

  it("refuses what is not a string", () => {
    for (const value of [undefined, null, 42, ["/profile"], { toString: () => "/profile" }]) {
      expect(safeRedirectPath(value)).toBeNull();
    }
  });

  it.each([
    ["/profile", "/profile"],
    ["/", "/"],
    ["/edit-profile", "/edit-profile"],
    ["/learn/course-1/lesson-2?tab=notes#top", "/learn/course-1/lesson-2?tab=notes#top"],
    ["/courses?search=quality%20management", "/courses?search=quality%20management"],
    ["/courses?search=a%2Fb", "/courses?search=a%2Fb"],
    ["/courses?q=50%25", "/courses?q=50%25"],
    ["/uploads/abc.pdf", "/uploads/abc.pdf"],
    ["/a/../profile", "/profile"],
  ])("keeps the local path %s", (value, expected) => {
    expect(safeRedirectPath(value)).toBe(expected);
  });

  it("answers with a value a Location header accepts", () => {
    for (const value of ["/profile", "/learn/x?y=%C3%A9"]) {
      const path = safeRedirectPath(value);
      expect(() => new Headers({ Location: path ?? "" })).not.toThrow();
    }
  });

  it("lands redirectTo=%2F%09%2Fevil.example on the default path", () => {
    const fromQuery = new URLSearchParams("redirectTo=%2F%09%2Fevil.example").get("redirectTo");
    expect(fromQuery).toBe("/\t/evil.example");
    expect(safeRedirect(fromQuery, "/profile")).toBe("/profile");
  });
});

/** The pieces open redirects are made of; any sequence of them is a candidate. */
const REDIRECT_PIECES = [
  "/",
  "//",
  "\\",
  ".",
  "..",
  "%2e",
  "%2E",
  "%2f",
  "%2F",
  "%5c",
  "%25",
  "%09",
  "\t",
  "\n",
  " ",
  ":",
  "?",
  "#",
  "@",
  "a",
  "evil.example",
  "http:",
  "\u2215",
];

/** Where a browser on our page goes when it follows `location` (it drops tab, CR and LF first). */
function followedFrom(origin: string, location: string): URL {
  return new URL(location.replace(/[\t\n\r]/g, ""), `${origin}/courses/here`);
}

describe("safeRedirectPath, whatever redirectTo is", () => {
  const candidates = fc.oneof(
    fc.array(fc.constantFrom(...REDIRECT_PIECES), { maxLength: 12 }).map((pieces) => pieces.join("")),
    fc.array(fc.constantFrom(...REDIRECT_PIECES), { maxLength: 12 }).map((pieces) => `/${pieces.join("")}`),
    fc.string({ maxLength: 30 }),
  );

  it("answers null or a Location that stays on this site and is its own answer", () => {
    const origin = "https://campus.example";
    fc.assert(
      fc.property(candidates, (candidate) => {
        const location = safeRedirectPath(candidate);
        if (location === null) return;
        expect(followedFrom(origin, location).origin).toBe(origin);
        // Once more through the check: what was sent is what is checked, nothing is left to resolve.
        expect(safeRedirectPath(location)).toBe(location);
        expect(() => new Headers({ Location: location })).not.toThrow();
      }),
      { numRuns: 2000 },
    );
  });
});
