import { describe, expect, it } from "vitest";
import { isRichTextEmpty, sanitizeRichText } from "./sanitize-html.server";

describe("sanitizeRichText", () => {
  it("keeps what the editor produces", () => {
    const html =
      '<h2>Scope</h2><p>Read <strong>clause 4</strong> and <a href="https://www.iso.org">ISO</a>.</p><ul><li>One</li></ul>';
    expect(sanitizeRichText(html)).toBe(
      '<h2>Scope</h2><p>Read <strong>clause 4</strong> and <a href="https://www.iso.org" rel="noopener noreferrer nofollow">ISO</a>.</p><ul><li>One</li></ul>',
    );
  });

  it("removes scripts, event handlers and javascript: links", () => {
    const html =
      '<p onclick="steal()">Hi<script>alert(1)</script><a href="javascript:alert(1)">x</a><img src="x" onerror="alert(1)"></p>';
    const clean = sanitizeRichText(html);
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(clean).toContain("Hi");
  });

  it("keeps YouTube and Vimeo players but no other frames", () => {
    expect(sanitizeRichText('<iframe src="https://www.youtube-nocookie.com/embed/abc"></iframe>')).toContain("<iframe");
    expect(sanitizeRichText('<iframe src="https://evil.example/page"></iframe>')).not.toContain("evil.example");
  });

  it("keeps colours but not other styles", () => {
    expect(sanitizeRichText('<span style="color: #ff0000; position: fixed">red</span>')).toBe(
      '<span style="color:#ff0000">red</span>',
    );
  });

  it("treats an empty paragraph as empty", () => {
    expect(isRichTextEmpty("<p></p>")).toBe(true);
    expect(isRichTextEmpty("<p> </p><p><br></p>")).toBe(true);
    expect(isRichTextEmpty("<p>x</p>")).toBe(false);
  });
});
