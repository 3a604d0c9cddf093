import { Window } from "happy-dom";
import { createElement as h } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PROGRESS_CLASSES } from "./mantine-classes";
import { PlainProgress, progressValue } from "./plain-progress";

function bar(value: unknown) {
  const html = renderToStaticMarkup(
    h(PlainProgress, { value: value as number, label: "Ada: progress in Lead Auditor" }),
  );
  const document = new Window().document;
  document.body.innerHTML = html;
  const root = document.body.firstElementChild as unknown as HTMLElement;
  return { html, root, fill: root.firstElementChild as HTMLElement };
}

describe("PlainProgress", () => {
  it("is a named progressbar with its values, drawn by Mantine's Progress classes", () => {
    const { root, fill } = bar(42);
    expect(root.getAttribute("role")).toBe("progressbar");
    expect(root.getAttribute("aria-label")).toBe("Ada: progress in Lead Auditor");
    expect(root.getAttribute("aria-valuemin")).toBe("0");
    expect(root.getAttribute("aria-valuemax")).toBe("100");
    expect(root.getAttribute("aria-valuenow")).toBe("42");
    expect(root.getAttribute("aria-valuetext")).toBe("42%");
    expect(root.className).toContain(PROGRESS_CLASSES.root);
    expect(root.dataset.size).toBe("sm");
    expect(fill.className).toBe(PROGRESS_CLASSES.section);
    expect(fill.style.width).toBe("42%");
    expect(fill.getAttribute("role")).toBeNull();
  });

  it.each([
    [-5, 0],
    [0, 0],
    [100, 100],
    [140, 100],
    [33.5, 33.5],
  ])("clamps %s to %s", (value, expected) => {
    const { root, fill } = bar(value);
    expect(root.getAttribute("aria-valuenow")).toBe(String(expected));
    expect(fill.style.width).toBe(`${expected}%`);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, "lots", undefined, null])("reads %s as 0", (value) => {
    const { root, fill } = bar(value);
    expect(root.getAttribute("aria-valuenow")).toBe("0");
    expect(root.getAttribute("aria-valuetext")).toBe("0%");
    expect(fill.style.width).toBe("0%");
  });

  it("reads a numeric string as its number", () => {
    expect(progressValue("75")).toBe(75);
  });
});
