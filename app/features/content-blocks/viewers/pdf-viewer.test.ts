import { MantineProvider } from "@mantine/core";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { ViewerBlockOf } from "./block-viewer-props";
import { PdfViewer } from "./pdf-viewer";

function render(url: string) {
  const block: ViewerBlockOf<"pdf"> = {
    id: "block-1",
    title: "Audit checklist",
    downloadBytes: 0,
    type: "pdf",
    content: { url, fileName: "checklist.pdf", sizeBytes: null },
  };
  return renderToStaticMarkup(createElement(MantineProvider, null, createElement(PdfViewer, { block })));
}

describe("PDF viewer (decision 0009)", () => {
  it("frames our own uploaded PDF, and says why one on another website cannot show instead of an empty frame", () => {
    expect(render("/uploads/abc.pdf")).toMatch(/<iframe[^>]*src="\/uploads\/abc.pdf"/);
    // CSP frame-src allows this site only: a frame of another site's PDF would stay empty.
    const html = render("https://example.org/checklist.pdf");
    expect(html).not.toContain("<iframe");
    expect(html).toContain("is on another website, so it cannot be shown here.");
    expect(html).toContain('href="https://example.org/checklist.pdf"');
  });
});
