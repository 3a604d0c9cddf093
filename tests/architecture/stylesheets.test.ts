import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { themeStylesheet } from "~/theme-stylesheet";

/**
 * Issue 12 goal 4, decision 0057: the plain documents link app/site.css (Mantine's global styles and
 * the components the public pages draw), every other page app/styles.css (all of Mantine), and the
 * theme's CSS variables are a generated file instead of a style tag on every page.
 * tests/e2e/critical-css.spec.ts checks the built pages themselves.
 */

const root = path.resolve(import.meta.dirname, "../..");
const mantineStyles = path.join(root, "node_modules/@mantine/core/styles");
const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8");

/** The files a stylesheet @imports, as written. */
function importsOf(file: string): string[] {
  return [...read(file).matchAll(/@import\s+"([^"]+)";/g)].map((match) => match[1]);
}

/** Mantine's per-component files in the order @mantine/core/styles.css holds them (it is them, one after another). */
function mantineFileOrder(): string[] {
  const whole = fs.readFileSync(path.join(mantineStyles, "../styles.css"), "utf8");
  return fs
    .readdirSync(mantineStyles)
    .filter((file) => file.endsWith(".css") && !file.endsWith(".layer.css"))
    .map((file) => ({ file, at: whole.indexOf(fs.readFileSync(path.join(mantineStyles, file), "utf8").trim()) }))
    .sort((a, b) => a.at - b.at)
    .map(({ file, at }) => {
      expect(at, `${file} is not a part of @mantine/core/styles.css`).toBeGreaterThanOrEqual(0);
      return file;
    });
}

/** Components only staff and learner screens draw (dialogs, menus, tabs, the shell, toasts, pickers). */
const STAFF_ONLY_COMPONENTS = [
  "AppShell",
  "Modal",
  "ModalBase",
  "Drawer",
  "Menu",
  "Popover",
  "Combobox",
  "ScrollArea",
  "Tabs",
  "Notification",
  "Tooltip",
  "SegmentedControl",
  "Stepper",
  "Accordion",
  "Pagination",
  "Switch",
  "Progress",
];

describe("the plain documents' stylesheet (app/site.css)", () => {
  const imports = importsOf("app/site.css");
  const mantine = imports.filter((file) => file.startsWith("@mantine/"));

  it("starts with Mantine's global styles and keeps the components in the order of Mantine's whole stylesheet", () => {
    expect(mantine.slice(0, 3)).toEqual([
      "@mantine/core/styles/baseline.css",
      "@mantine/core/styles/default-css-variables.css",
      "@mantine/core/styles/global.css",
    ]);
    const order = mantineFileOrder();
    const positions = mantine.map((file) => order.indexOf(path.basename(file)));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it("has no staff-only component and no other Mantine package", () => {
    const components = mantine.map((file) => path.basename(file, ".css"));
    expect(components.filter((component) => STAFF_ONLY_COMPONENTS.includes(component))).toEqual([]);
    expect(mantine.filter((file) => !file.startsWith("@mantine/core/styles/"))).toEqual([]);
  });

  it("ends with the same site CSS as the whole stylesheet, so both pages look alike", () => {
    const ownFiles = (file: string) => importsOf(file).filter((imported) => imported.startsWith("./"));
    expect(ownFiles("app/site.css")).toEqual(["./fonts.css", "./app.css", "./theme-variables.css"]);
    expect(ownFiles("app/styles.css")).toEqual(ownFiles("app/site.css"));
    expect(importsOf("app/styles.css").slice(0, 2)).toEqual([
      "@mantine/core/styles.css",
      "@mantine/dropzone/styles.css",
    ]);
  });

  it("is under 16 kB gzip from its sources (the built file is measured by critical-css.spec.ts)", () => {
    const text = mantine
      .map((file) => fs.readFileSync(path.join(root, "node_modules", file), "utf8"))
      .concat(["app/fonts.css", "app/app.css", "app/theme-variables.css"].map(read))
      .join("\n");
    expect(zlib.gzipSync(text, { level: 9 }).byteLength).toBeLessThan(16 * 1024);
  });
});

describe("the stylesheet links", () => {
  it("are the root's only stylesheets: no whole-Mantine import that every page would link", () => {
    const rootSource = read("app/root.tsx");
    expect(rootSource).not.toMatch(/^import\s+"[^"]+\.css";/m);
    expect(rootSource).toContain('from "./site.css?url"');
    expect(rootSource).toContain('from "./styles.css?url"');
  });
});

describe("the theme's CSS (app/theme-variables.css)", () => {
  it("is what MantineProvider renders for app/theme.ts (run `npm run theme:css` after changing the theme)", async () => {
    expect(read("app/theme-variables.css")).toBe(await themeStylesheet());
  });

  it("is switched off in the provider, so no page carries it twice", () => {
    const rootSource = read("app/root.tsx");
    expect(rootSource).toMatch(/withCssVariables=\{false\}/);
    expect(rootSource).toMatch(/withGlobalClasses=\{false\}/);
  });
});
