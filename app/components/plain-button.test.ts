import fs from "node:fs";
import path from "node:path";
import { Button, MantineProvider } from "@mantine/core";
import { type ComponentType, createElement as h, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { theme } from "~/theme";
import { PlainButton, type PlainButtonVariant } from "./plain-button";
import classes from "./plain-button.module.css";

/** Each tag's attributes sorted (React writes them in prop order); Mantine's `<style>` tags left out. */
function sortedMarkup(html: string): string {
  return html
    .replace(/<style[^>]*>[\s\S]*?<\/style>/g, "")
    .replace(/<([a-z]+)((?:\s+[a-zA-Z-]+="[^"]*")*)\s*>/g, (_, tag: string, attributes: string) => {
      const sorted = (attributes.match(/[a-zA-Z-]+="[^"]*"/g) ?? []).sort().join(" ");
      return sorted ? `<${tag} ${sorted}>` : `<${tag}>`;
    });
}

function render(element: ReactNode): string {
  return renderToStaticMarkup(h(MantineProvider, { theme }, element));
}

const MantineButton = Button as unknown as ComponentType<Record<string, unknown>>;
const Icon = () => h("svg", { "aria-hidden": "true" });

/** Mantine's props for each plain variant. */
const MANTINE_VARIANT: Record<PlainButtonVariant, Record<string, string>> = {
  default: { variant: "default" },
  filled: { variant: "filled" },
  success: { variant: "filled", color: "var(--campus-success-fill)" },
  light: { variant: "light" },
  outline: { variant: "outline" },
};

/** The declarations of `.name { … }` in plain-button.module.css, as Mantine writes them inline. */
function rule(name: string): string {
  const css = fs.readFileSync(path.join(import.meta.dirname, "plain-button.module.css"), "utf8");
  const body = new RegExp(`\\.${name}(?:\\.${name})? \\{([^}]*)\\}`).exec(css)?.[1] ?? "";
  return body
    .split(";")
    .map((declaration) => declaration.trim().replace(/^(--[a-z-]+): /, "$1:"))
    .filter(Boolean)
    .join(";");
}

/** A Mantine button's inline `style`, and its markup without it. */
function mantineParts(props: Record<string, unknown>, label: string) {
  const html = render(h(MantineButton, props, label));
  const style = /style="([^"]*)"/.exec(html)?.[1] ?? "";
  return { style, html: sortedMarkup(html.replace(/ style="[^"]*"/, "")) };
}

/** A plain button's markup without its variable classes (they carry what Mantine's `style` does). */
function plainMarkup(element: ReactNode): string {
  // CSS modules' names start with "_" (here and in the build); Mantine's never do.
  return sortedMarkup(render(element).replace(/class="((?:_[\w-]+ )+)/g, 'class="'));
}

const CASES = (["default", "filled", "success", "light", "outline"] as const).flatMap((variant) => [
  { variant, size: undefined, disabled: false, icon: false },
  { variant, size: "compact-sm" as const, disabled: false, icon: true },
  { variant, size: "compact-sm" as const, disabled: true, icon: false },
]);

describe("PlainButton", () => {
  it.each(CASES)("renders Mantine's Button markup (%o)", ({ variant, size, disabled, icon }) => {
    const common = {
      type: "submit" as const,
      disabled,
      "aria-pressed": variant === "success",
      "aria-label": "Mark: Ada",
    };
    const mantine = mantineParts(
      { ...MANTINE_VARIANT[variant], ...common, size, leftSection: icon ? h(Icon) : undefined },
      "Mark",
    );
    const plain = plainMarkup(
      h(PlainButton, { variant, size, ...common, leftSection: icon ? h(Icon) : undefined }, "Mark"),
    );
    expect(plain).toBe(mantine.html);
    // Its classes carry the variables Mantine writes inline, exactly.
    const expected = [size ? rule("compactSm") : "", rule(variant)].filter(Boolean);
    const sizeVariables = mantine.style.split(";").filter((part) => /^--button-(height|padding-x|fz):/.test(part));
    const colourVariables = mantine.style.split(";").filter((part) => !sizeVariables.includes(part));
    expect(size ? [sizeVariables.join(";"), colourVariables.join(";")] : [colourVariables.join(";")]).toEqual(expected);
  });

  it("is a plain button unless told to submit, and says when it is pressed or disabled", () => {
    const html = render(h(PlainButton, { variant: "default" }, "Save"));
    expect(html).toContain('type="button"');
    expect(html).not.toContain("aria-pressed");
    expect(html).not.toContain("disabled");
    expect(html).toContain("mantine-active");

    const pressed = render(h(PlainButton, { variant: "success", type: "submit", "aria-pressed": true }, "Attended"));
    expect(pressed).toContain('type="submit"');
    expect(pressed).toContain('aria-pressed="true"');
    expect(pressed).toContain('data-variant="filled"');
    expect(pressed).toContain(classes.success);

    const off = render(h(PlainButton, { variant: "default", disabled: true, "aria-pressed": false }, "Save"));
    expect(off).toContain('disabled=""');
    expect(off).toContain('data-disabled="true"');
    expect(off).toContain('aria-pressed="false"');
    expect(off).not.toContain("mantine-active");
  });
});
