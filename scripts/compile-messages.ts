// The message catalogues (docs/decisions/0106-languages.md). Each `messages.json` (or `<name>.messages.json`)
// under app/ holds one folder's interface text, every key in English (South Africa), Afrikaans and
// isiZulu side by side; this script compiles each into the `messages.ts` beside it: one exported
// function per key, the three texts inside, so a page's bundle carries only the messages it calls
// (Paraglide's compile-time functions, without its CDN-loaded plugins). `node scripts/compile-messages.ts`
// writes them (`npm run messages`); `--check` only reports what is out of date or wrong.
// tests/architecture/message-catalogues.test.ts runs the same checks and the unused-key check.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { LOCALES, type Locale } from "../app/lib/i18n/locales.ts";

const root = path.resolve(import.meta.dirname, "..");
const PLURAL_CATEGORIES = ["zero", "one", "two", "few", "many", "other"] as const;
const KEY = /^[a-z][A-Za-z0-9]*$/;
const PLACEHOLDER = /\{([a-zA-Z][a-zA-Z0-9]*)\}/g;
/** Words JavaScript or the module itself uses: not a message's name. */
const RESERVED_KEYS = new Set(["default", "delete", "new", "function", "return", "import", "export", "class", "in"]);

type Text = string | Partial<Record<(typeof PLURAL_CATEGORIES)[number], string>>;
/** One key: a text per language (a string, or plural forms by Intl's categories), and an optional note. */
type Entry = Partial<Record<Locale, Text>> & { note?: string };
export type Catalogue = Record<string, Entry>;

export interface CatalogueFile {
  /** Repository-relative path of the JSON, e.g. "app/routes/site/messages.json". */
  jsonPath: string;
  /** Repository-relative path of the generated module beside it. */
  modulePath: string;
  catalogue: Catalogue;
}

/** Every catalogue under app/, sorted by path. */
export function findCatalogueFiles(repositoryRoot = root): CatalogueFile[] {
  const found: CatalogueFile[] = [];
  const walk = (directory: string) => {
    for (const entry of readdirSync(path.join(repositoryRoot, directory), { withFileTypes: true })) {
      const relative = path.posix.join(directory, entry.name);
      if (entry.isDirectory()) walk(relative);
      else if (entry.name === "messages.json" || entry.name.endsWith(".messages.json")) {
        const text = readFileSync(path.join(repositoryRoot, relative), "utf8");
        found.push({
          jsonPath: relative,
          modulePath: relative.replace(/\.json$/, ".ts"),
          catalogue: JSON.parse(text) as Catalogue,
        });
      }
    }
  };
  walk("app");
  return found.sort((a, b) => a.jsonPath.localeCompare(b.jsonPath));
}

function placeholdersOf(text: Text): string[] {
  const texts = typeof text === "string" ? [text] : Object.values(text);
  const names = new Set<string>();
  for (const value of texts) for (const match of (value ?? "").matchAll(PLACEHOLDER)) names.add(match[1]);
  return [...names].sort();
}

/** What is wrong with a catalogue: a key missing a language, an empty text, placeholders that differ. */
export function catalogueProblems(file: CatalogueFile): string[] {
  const problems: string[] = [];
  for (const [key, entry] of Object.entries(file.catalogue)) {
    const where = `${file.jsonPath} › ${key}`;
    if (!KEY.test(key) || RESERVED_KEYS.has(key)) problems.push(`${where}: a key is a camelCase name`);
    // React's rules (and Biome's) take a function named useX for a hook.
    if (/^use[A-Z0-9]/.test(key)) problems.push(`${where}: a key may not start with "use" (it reads as a React hook)`);
    const english = entry.en;
    for (const locale of LOCALES) {
      const text = entry[locale];
      if (text === undefined) {
        problems.push(`${where}: no ${locale} text`);
        continue;
      }
      if (typeof text === "string") {
        if (text.trim() === "") problems.push(`${where}: the ${locale} text is empty`);
      } else if (typeof text !== "object" || !text.other) {
        problems.push(`${where}: the ${locale} plural forms need "other"`);
        continue;
      } else if (Object.keys(text).some((category) => !(PLURAL_CATEGORIES as readonly string[]).includes(category))) {
        problems.push(`${where}: plural forms are ${PLURAL_CATEGORIES.join(", ")}`);
      }
      if (english === undefined || locale === "en") continue;
      const expected = placeholdersOf(english).join(", ");
      const actual = placeholdersOf(text).join(", ");
      if (expected !== actual)
        problems.push(`${where}: the ${locale} text has placeholders {${actual}}, English has {${expected}}`);
      if ((typeof english === "string") !== (typeof text === "string"))
        problems.push(`${where}: the ${locale} text and English are not both plural or both plain`);
    }
    if (english !== undefined && typeof english !== "string" && !placeholdersOf(english).includes("count"))
      problems.push(`${where}: plural forms are chosen by {count}`);
  }
  return problems;
}

function literal(text: string): string {
  const escaped = text.replace(/\\/g, "\\\\").replace(/`/g, "\\`").replace(/\$\{/g, "\\${");
  return `\`${escaped.replace(PLACEHOLDER, (_match, name: string) => `\${values.${name}}`)}\``;
}

function textExpression(text: Text): string {
  if (typeof text === "string") return literal(text);
  const forms = PLURAL_CATEGORIES.filter((category) => text[category] !== undefined)
    .map((category) => `${category}: ${literal(text[category] ?? "")}`)
    .join(", ");
  return `plural(locale, values.count, { ${forms} })`;
}

function relativeImport(fromModule: string, target: string): string {
  const relative = path.posix.relative(path.posix.dirname(fromModule), target);
  return relative.startsWith(".") ? relative : `./${relative}`;
}

/** The generated module of a catalogue. */
export function generateModule(file: CatalogueFile): string {
  const usesPlural = Object.values(file.catalogue).some((entry) => typeof entry.en === "object");
  const lines = [
    `// Generated from ${path.posix.basename(file.jsonPath)} by scripts/compile-messages.ts (npm run messages): edit the JSON, not this file.`,
    `import { currentLocale } from "${relativeImport(file.modulePath, "app/lib/i18n/current-locale.ts")}";`,
    `import type { Locale } from "${relativeImport(file.modulePath, "app/lib/i18n/locales.ts")}";`,
    ...(usesPlural
      ? [`import { plural } from "${relativeImport(file.modulePath, "app/lib/i18n/message-runtime.ts")}";`]
      : []),
    "",
  ];
  for (const [key, entry] of Object.entries(file.catalogue)) {
    const names = placeholdersOf(entry.en ?? "");
    const parameters = names.length
      ? `values: { ${names.map((name) => `${name}: ${name === "count" && typeof entry.en === "object" ? "number" : "string | number"}`).join("; ")} }, `
      : "";
    const [english, afrikaans, zulu] = LOCALES.map((locale) => textExpression(entry[locale] ?? entry.en ?? ""));
    if (entry.note) lines.push(`/** ${entry.note.replace(/\*\//g, "* /")} */`);
    lines.push(
      `export const ${key} = (${parameters}locale: Locale = currentLocale()): string =>`,
      `  locale === "af" ? ${afrikaans} : locale === "zu" ? ${zulu} : ${english};`,
    );
  }
  return `${lines.join("\n")}\n`;
}

function main() {
  const isCheck = process.argv.includes("--check");
  const files = findCatalogueFiles();
  const problems = files.flatMap(catalogueProblems);
  const stale: string[] = [];
  for (const file of files) {
    const generated = generateModule(file);
    const target = path.join(root, file.modulePath);
    let current = "";
    try {
      current = readFileSync(target, "utf8");
    } catch {}
    if (current === generated) continue;
    if (isCheck) stale.push(file.modulePath);
    else writeFileSync(target, generated);
  }
  for (const problem of problems) process.stderr.write(`${problem}\n`);
  for (const module of stale) process.stderr.write(`${module} is out of date: run npm run messages\n`);
  const keys = files.reduce((sum, file) => sum + Object.keys(file.catalogue).length, 0);
  process.stdout.write(`${files.length} catalogues, ${keys} messages${isCheck ? " checked" : " compiled"}\n`);
  if (problems.length || stale.length) process.exitCode = 1;
}

if (import.meta.main) main();
