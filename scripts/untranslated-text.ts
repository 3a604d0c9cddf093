// Interface text written into the code instead of a message catalogue (docs/decisions/0106-languages.md).
// tests/architecture/message-catalogues.test.ts fails on any; `node scripts/untranslated-text.ts [folders…]`
// lists them (all of app/ by default), one line each, to work through.
//
// What counts as interface text: words in JSX (text between tags, a string in braces, the value of an
// attribute people read: label, title, placeholder, alt, aria-label, text…; either side of a choice
// there: `{done ? "Done" : "Open"}`), and, in any module, a message a person reads: the text of
// `refuse(…)`, a zod check's message, and the `message`, `title`, `label`, `heading`, `description`,
// `placeholder`, `error`, `confirmLabel` of an object when it is a sentence (two words or more), the
// message of a toast (`toastHeaders("Saved.")`), a sentence held in a variable named for it
// (`const message = …`, `successTitle`), and English held in a top-level constant named for what it
// is (`…_MESSAGE`, `…_TEXT`, `…_LABEL(S)`, `…_TITLE`, `…_HEADING`): a sentence, a template with
// words, or an object or array of them; in a table of labels (`…_LABELS`) one capitalised word too.
// A line may say why its text stays as it is with a comment `i18n-exempt: <why>` on it or the line above.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "@babel/parser";

const root = path.resolve(import.meta.dirname, "..");

/** Machine interfaces (their clients read codes and English problem details) and generated code. */
const SKIPPED = [
  /^app\/routes\/(api|scim|xapi)\//,
  /^app\/features\/(api|scim)\//,
  /^app\/platform\/lrs\//,
  /\.test\.tsx?$/,
  /(^|\/)(\w+\.)?messages\.ts$/,
  /\.d\.ts$/,
  // Demo and test content: data a person enters, not the interface.
  /^app\/server\/(seed|factories)\//,
  // Start-up checks of the configuration: read by whoever deploys Campus, in the logs.
  /^app\/lib\/env\.server\.ts$/,
];

const JSX_TEXT_ATTRIBUTES = new Set([
  "label",
  "title",
  "placeholder",
  "alt",
  "aria-label",
  "aria-description",
  "aria-valuetext",
  "description",
  "error",
  "message",
  "legend",
  "caption",
  "heading",
  "emptyText",
  "confirmLabel",
  "cancelLabel",
  "helperText",
  "tooltip",
  "nothingFoundMessage",
  "text",
]);
const SENTENCE_PROPERTIES = new Set([
  "message",
  "title",
  "label",
  "description",
  "placeholder",
  "error",
  "heading",
  "confirmLabel",
  "cancelLabel",
]);
/** A variable named for the text it holds (`message`, `heading`, `successMessage`, …). */
const TEXT_VARIABLE = /^(message|title|heading|label|text|description|[a-z]\w*(Message|Title|Heading|Label|Text))$/;
const ZOD_MESSAGE_METHODS = new Set([
  "min",
  "max",
  "length",
  "email",
  "url",
  "regex",
  "refine",
  "nonempty",
  "startsWith",
]);
/** Helpers whose first argument is the toast a person reads (app/lib/toast.server.ts). */
const TOAST_HELPERS = new Set(["toastHeaders", "redirectWithToast", "jsonWithToast", "dataWithToast"]);
/** Top-level constants whose names say they hold text people read. */
const TEXT_CONSTANT = /(MESSAGES?|TEXTS?|LABELS?|TITLES?|HEADINGS?)$/;
const WORDS = /[A-Za-z\u00C0-\u024F]{2,}/;
/** One word as a label reads: a capital, then lower-case letters ("Light"; not "GET", "en-ZA" or "sm"). */
const LABEL_WORD = /^[A-Z\u00C0-\u00DE][a-z\u00DF-\u024F]+$/;
const SENTENCE = /[A-Za-z\u00C0-\u024F]{2,}[^A-Za-z\u00C0-\u024F]+[A-Za-z\u00C0-\u024F]{2,}/;

export interface UntranslatedText {
  file: string;
  line: number;
  text: string;
}

interface Node {
  type: string;
  loc?: { start: { line: number } };
  [key: string]: unknown;
}

function isNode(value: unknown): value is Node {
  return typeof value === "object" && value !== null && typeof (value as Node).type === "string";
}

function stringValue(node: unknown): string | undefined {
  if (!isNode(node)) return undefined;
  if (node.type === "StringLiteral") return node.value as string;
  if (node.type === "TemplateLiteral")
    return (node.quasis as Array<{ value: { cooked: string } }>).map((quasi) => quasi.value.cooked).join("…");
  return undefined;
}

function calleeName(node: Node): string | undefined {
  const callee = node.callee as Node;
  if (callee.type === "Identifier") return callee.name as string;
  if (callee.type === "MemberExpression" && isNode(callee.property) && callee.property.type === "Identifier")
    return callee.property.name as string;
  return undefined;
}

/** The expressions a JSX child in braces may show: itself, or the branches of `a ? b : c` and `a ?? b` / `a || b`. */
function shownStrings(expression: unknown): Node[] {
  const node = unwrap(expression);
  if (!isNode(node)) return [];
  if (node.type === "ConditionalExpression") return [...shownStrings(node.consequent), ...shownStrings(node.alternate)];
  if (node.type === "LogicalExpression" && node.operator !== "&&")
    return [...shownStrings(node.left), ...shownStrings(node.right)];
  if (node.type === "LogicalExpression") return shownStrings(node.right);
  return [node];
}

/** The expression under `as …` / `satisfies …` / parentheses. */
function unwrap(node: unknown): unknown {
  let current = node;
  while (
    isNode(current) &&
    ["TSAsExpression", "TSSatisfiesExpression", "TSNonNullExpression", "ParenthesizedExpression"].includes(current.type)
  )
    current = current.expression;
  return current;
}

/** The strings people read in a text constant's value: a sentence, a template with words, or those nested
 * in an object's values or an array's elements. */
function textsInConstant(value: unknown, found: Array<{ node: Node; text: string }>, labels = false): void {
  const node = unwrap(value);
  if (!isNode(node)) return;
  if (node.type === "StringLiteral" || node.type === "TemplateLiteral") {
    // Words apart (not a code like "red-orange", a CSS value or a web address); in a table of
    // labels (`…_LABELS`) one capitalised word is a label too ("Light", "Dark", "System").
    const text = stringValue(node) ?? "";
    if ((SENTENCE.test(text) && /\S\s+\S/.test(text)) || (labels && LABEL_WORD.test(text))) found.push({ node, text });
  } else if (node.type === "ArrayExpression")
    for (const element of node.elements as unknown[]) textsInConstant(element, found, labels);
  else if (node.type === "ObjectExpression")
    for (const property of node.properties as Node[])
      if (property.type === "ObjectProperty") textsInConstant(property.value, found, labels);
}

/** Top-level `const X_MESSAGE = …` (exported or not) whose value holds text people read. */
/** (An `i18n-exempt` comment above the declaration covers all of its value.) */
function textConstants(program: Node, lines: string[]): Array<{ node: Node; text: string }> {
  const found: Array<{ node: Node; text: string }> = [];
  for (const statement of program.body as Node[]) {
    const declaration = statement.type === "ExportNamedDeclaration" ? (statement.declaration as Node) : statement;
    if (!isNode(declaration) || declaration.type !== "VariableDeclaration" || declaration.kind !== "const") continue;
    const line = statement.loc?.start.line ?? 0;
    if (/i18n-exempt/.test(lines[line - 1] ?? "") || /i18n-exempt/.test(lines[line - 2] ?? "")) continue;
    for (const declarator of declaration.declarations as Node[]) {
      const id = declarator.id as Node;
      if (id.type === "Identifier" && TEXT_CONSTANT.test(id.name as string))
        textsInConstant(declarator.init, found, /LABELS$/.test(id.name as string));
    }
  }
  return found;
}

/** The interface text one module holds outside a catalogue. */
export function findUntranslatedText(file: string, code: string): UntranslatedText[] {
  const ast = parse(code, {
    sourceType: "module",
    plugins: ["typescript", ...(file.endsWith(".tsx") ? ["jsx" as const] : [])],
  });
  const lines = code.split("\n");
  const found: UntranslatedText[] = [];
  const report = (node: Node, text: string) => {
    const line = node.loc?.start.line ?? 0;
    if (/i18n-exempt/.test(lines[line - 1] ?? "") || /i18n-exempt/.test(lines[line - 2] ?? "")) return;
    found.push({ file, line, text: text.trim().replace(/\s+/g, " ").slice(0, 80) });
  };
  const visit = (node: Node, parent: Node | undefined) => {
    switch (node.type) {
      case "JSXText":
        if (WORDS.test(node.value as string)) report(node, node.value as string);
        break;
      case "JSXExpressionContainer": {
        const isChild = parent?.type === "JSXElement" || parent?.type === "JSXFragment";
        // A child in braces, or either side of a choice in it (`{published ? "Published" : "Draft"}`).
        if (isChild)
          for (const shown of shownStrings(node.expression)) {
            const text = stringValue(shown);
            if (text && WORDS.test(text)) report(shown, text);
          }
        break;
      }
      case "JSXAttribute": {
        const name = isNode(node.name) ? (node.name.name as string) : "";
        const value =
          isNode(node.value) && node.value.type === "JSXExpressionContainer" ? node.value.expression : node.value;
        if (!JSX_TEXT_ATTRIBUTES.has(name)) break;
        for (const shown of shownStrings(value)) {
          const text = stringValue(shown);
          if (text && WORDS.test(text)) report(shown, `${name}="${text}"`);
        }
        break;
      }
      case "ObjectProperty": {
        const key = isNode(node.key) ? ((node.key.name ?? node.key.value) as string) : "";
        if (!SENTENCE_PROPERTIES.has(key)) break;
        for (const shown of shownStrings(node.value)) {
          const text = stringValue(shown);
          if (text && SENTENCE.test(text)) report(shown, `${key}: ${text}`);
        }
        break;
      }
      case "VariableDeclarator": {
        // `const message = done ? "Activity approved; …" : "…"`, then given to a toast or a page.
        const id = node.id as Node;
        if (id.type !== "Identifier" || !TEXT_VARIABLE.test(id.name as string)) break;
        for (const shown of shownStrings(node.init)) {
          const text = stringValue(shown);
          if (text && SENTENCE.test(text) && /\S\s+\S/.test(text)) report(shown, `${id.name as string} = ${text}`);
        }
        break;
      }
      case "CallExpression": {
        const name = calleeName(node);
        const args = node.arguments as Node[];
        const isRefusal = name === "refuse" && args.length >= 2;
        const isZod = name !== undefined && ZOD_MESSAGE_METHODS.has(name);
        const isToast = name !== undefined && TOAST_HELPERS.has(name);
        for (const argument of isRefusal ? args.slice(1, 2) : isZod ? args : isToast ? args.slice(0, 1) : []) {
          const text = stringValue(argument);
          if (text && SENTENCE.test(text)) report(argument, `${name}(… "${text}")`);
        }
        break;
      }
    }
    for (const [key, value] of Object.entries(node)) {
      if (key === "loc" || key === "leadingComments" || key === "trailingComments") continue;
      if (Array.isArray(value)) for (const child of value) isNode(child) && visit(child, node);
      else if (isNode(value)) visit(value, node);
    }
  };
  visit(ast.program as unknown as Node, undefined);
  for (const { node, text } of textConstants(ast.program as unknown as Node, lines)) {
    // A `label:` inside a `…_LABELS` constant is already listed: list it once.
    const line = node.loc?.start.line ?? 0;
    const clean = text.trim().replace(/\s+/g, " ").slice(0, 40);
    if (!found.some((item) => item.line === line && item.text.includes(clean))) report(node, text);
  }
  return found.sort((a, b) => a.line - b.line);
}

/** The app's modules under the given folders (repository-relative), skipping machine interfaces. */
export function sourceFiles(folders: string[] = ["app"], repositoryRoot = root): string[] {
  const files: string[] = [];
  const walk = (directory: string) => {
    for (const entry of readdirSync(path.join(repositoryRoot, directory), { withFileTypes: true })) {
      const relative = path.posix.join(directory, entry.name);
      if (entry.isDirectory()) walk(relative);
      else if (/\.tsx?$/.test(entry.name) && !SKIPPED.some((pattern) => pattern.test(relative))) files.push(relative);
    }
  };
  for (const folder of folders) {
    if (/\.tsx?$/.test(folder)) files.push(folder);
    else walk(folder.replace(/\/$/, ""));
  }
  return files.sort();
}

export function untranslatedTextIn(folders?: string[], repositoryRoot = root): UntranslatedText[] {
  return sourceFiles(folders, repositoryRoot).flatMap((file) =>
    findUntranslatedText(file, readFileSync(path.join(repositoryRoot, file), "utf8")),
  );
}

if (import.meta.main) {
  const folders = process.argv.slice(2);
  const found = untranslatedTextIn(folders.length ? folders : undefined);
  for (const item of found) process.stdout.write(`${item.file}:${item.line}  ${item.text}\n`);
  const files = new Set(found.map((item) => item.file)).size;
  process.stdout.write(`${found.length} untranslated texts in ${files} files\n`);
  if (found.length) process.exitCode = 1;
}
