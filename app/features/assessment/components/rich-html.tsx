import { Box } from "@mantine/core";

/** Question text the bank stored, sanitised on save (app/lib/sanitize-html.server.ts). */
export function RichHtml({ html, id, inline = false }: { html: string; id?: string; inline?: boolean }) {
  return (
    <Box
      component={inline ? "span" : "div"}
      id={id}
      className="lesson-text"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the bank sanitises rich text with an allowlist on save.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/** The words of some stored HTML, for a label that must be text (a button's name). */
export function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/\s+/g, " ")
    .trim();
}
