import type sanitizeHtmlLibrary from "sanitize-html";
import { loadSanitizeHtml } from "./heavy-modules.server";

/**
 * The allowlist for stored rich text (course descriptions, text blocks, event descriptions):
 * what the TipTap editor produces and nothing else. Run on save; rendering trusts only this output.
 */
const richTextOptions = (sanitizeHtml: typeof sanitizeHtmlLibrary): sanitizeHtmlLibrary.IOptions => ({
  allowedTags: [
    "p",
    "br",
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "code",
    "pre",
    "blockquote",
    "ul",
    "ol",
    "li",
    "a",
    "img",
    "span",
    "hr",
    "div",
    "iframe",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
  ],
  allowedAttributes: {
    a: ["href", "target", "rel"],
    img: ["src", "alt", "width", "height"],
    span: ["style"],
    p: ["style"],
    h1: ["style"],
    h2: ["style"],
    h3: ["style"],
    h4: ["style"],
    h5: ["style"],
    h6: ["style"],
    div: ["data-youtube-video", "data-video-embed"],
    iframe: ["src", "width", "height", "allowfullscreen", "frameborder", "allow", "title"],
    ol: ["start"],
  },
  allowedStyles: {
    "*": {
      color: [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s.,%]+\)$/i, /^[a-z]+$/i],
      "text-align": [/^(left|right|center|justify)$/],
    },
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowProtocolRelative: false,
  // Only video players may be embedded.
  allowedIframeHostnames: ["www.youtube.com", "www.youtube-nocookie.com", "player.vimeo.com"],
  transformTags: {
    a: sanitizeHtml.simpleTransform("a", { rel: "noopener noreferrer nofollow" }, true),
  },
  exclusiveFilter: (frame) => frame.tag === "img" && !frame.attribs.src,
});

let richTextOptionsOnce: sanitizeHtmlLibrary.IOptions | undefined;

export function sanitizeRichText(html: string): string {
  const sanitizeHtml = loadSanitizeHtml();
  richTextOptionsOnce ??= richTextOptions(sanitizeHtml);
  return sanitizeHtml(html, richTextOptionsOnce).trim();
}

/** Rich text with no visible words (e.g. "<p></p>") counts as empty for required fields. */
export function isRichTextEmpty(html: string): boolean {
  const text = loadSanitizeHtml()(html, { allowedTags: [], allowedAttributes: {} });
  return text.trim().length === 0 && !/<(img|iframe)\b/i.test(html);
}
