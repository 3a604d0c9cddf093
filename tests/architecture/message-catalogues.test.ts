import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { catalogueProblems, findCatalogueFiles, generateModule } from "../../scripts/compile-messages.ts";
import { sourceFiles, untranslatedTextIn } from "../../scripts/untranslated-text.ts";

/**
 * The three languages stay complete (docs/decisions/0106-languages.md): every key of every catalogue
 * has its English, Afrikaans and isiZulu text with the same placeholders, the compiled module is the
 * JSON's, every key is called somewhere (an unused key is a translation nobody reads), and no
 * interface text is written into the code instead of a catalogue.
 */
const root = path.resolve(import.meta.dirname, "../..");
const catalogues = findCatalogueFiles(root);

describe("message catalogues", () => {
  it("has catalogues to check", () => {
    expect(catalogues.length).toBeGreaterThan(0);
  });

  it("gives every key its three languages, with the same placeholders", () => {
    expect(catalogues.flatMap(catalogueProblems)).toEqual([]);
  });

  it("keeps each compiled module in step with its JSON (npm run messages)", () => {
    const stale = catalogues
      .filter((file) => readFileSync(path.join(root, file.modulePath), "utf8") !== generateModule(file))
      .map((file) => file.modulePath);
    expect(stale).toEqual([]);
  });

  it("calls every key from a module that imports its catalogue", () => {
    const sources = sourceFiles(["app"], root)
      .filter((file) => !/(^|\/)(\w+\.)?messages\.ts$/.test(file))
      .map((file) => ({ file, code: readFileSync(path.join(root, file), "utf8") }));
    const unused: string[] = [];
    for (const catalogue of catalogues) {
      const moduleWithoutExtension = catalogue.modulePath.replace(/\.ts$/, "");
      const importers = sources.filter(({ file, code }) => importsModule(file, code, moduleWithoutExtension));
      for (const key of Object.keys(catalogue.catalogue)) {
        const pattern = new RegExp(`\\b${key}\\b`);
        if (!importers.some(({ code }) => pattern.test(code))) unused.push(`${catalogue.jsonPath} › ${key}`);
      }
    }
    expect(unused).toEqual([]);
  });

  it("writes no interface text into the code (scripts/untranslated-text.ts lists it)", () => {
    const found = untranslatedTextIn(["app"], root).map((item) => `${item.file}:${item.line} ${item.text}`);
    expect(found).toEqual([]);
  });
});

/** True when the module imports the catalogue's module (a relative or ~/ path, with or without .ts). */
function importsModule(file: string, code: string, target: string): boolean {
  for (const match of code.matchAll(/from\s+["']([^"']+)["']/g)) {
    const specifier = match[1].replace(/\.ts$/, "");
    const resolved = specifier.startsWith("~/")
      ? `app/${specifier.slice(2)}`
      : specifier.startsWith(".")
        ? path.posix.join(path.posix.dirname(file), specifier)
        : null;
    if (resolved === target) return true;
  }
  return false;
}
