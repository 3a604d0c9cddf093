import { constants, inflateSync } from "node:zlib";

/**
 * PDF names that make a document run code, act by itself, send or read data, or carry other
 * files (docs/decisions/0017-upload-hardening.md says why each is here). /URI links and
 * /OpenAction to a page stay allowed: ordinary PDFs have them. An /OpenAction that runs
 * JavaScript or launches a program still names /JS, /JavaScript or /Launch.
 */
const ACTIVE_PDF_NAMES: ReadonlySet<string> = new Set([
  "JS",
  "JavaScript",
  "Launch",
  "AA",
  "EmbeddedFile",
  "EmbeddedFiles",
  "EF",
  "FileAttachment",
  "RichMedia",
  "XFA",
  "SubmitForm",
  "ImportData",
  "GoToE",
]);

/** Object streams are inflated to read the objects packed inside them, up to this much in all. */
const MAX_INFLATED_BYTES = 64 * 1024 * 1024;

export type PdfInspection =
  | { verdict: "clean" }
  | { verdict: "active"; names: string[] }
  | { verdict: "uninspectable"; why: string };

/**
 * Reads a PDF the way a reader could: every byte outside stream data, and the inflated contents
 * of every object stream, looking for the names above (#xx escapes decoded, so /J#61vaScript is
 * /JavaScript). Stream data itself (fonts, images, page content) cannot hold a dictionary, so it
 * is not searched for names, which keeps random compressed bytes from refusing ordinary files;
 * but an object header or a trailer inside stream data (a reader sent there by the cross-reference
 * table would find objects we skipped) makes the file uninspectable. So does an object stream we
 * cannot inflate (a filter other than FlateDecode, a predictor, encryption, damage).
 */
export function inspectPdf(bytes: Uint8Array): PdfInspection {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1");
  try {
    return inspectPdfText(text);
  } catch (error) {
    if (error instanceof HiddenObject)
      return { verdict: "uninspectable", why: "an object is hidden in a string or comment" };
    throw error;
  }
}

function inspectPdfText(text: string): PdfInspection {
  const found = new Set<string>();
  let inflatedBytes = 0;
  let scannedUpTo = 0;
  for (const stream of findStreams(text)) {
    collectActiveNames(text.slice(scannedUpTo, stream.dataStart), found);
    if (stream.dataEnd < 0) return { verdict: "uninspectable", why: "a stream has no end" };
    scannedUpTo = stream.dataEnd;
    const data = text.slice(stream.dataStart, stream.dataEnd);
    if (hidesStructure(data)) return { verdict: "uninspectable", why: "objects are hidden inside stream data" };
    if (!isObjectStream(stream.dictionary)) continue;
    const inflated = inflateObjectStream(stream.dictionary, data, MAX_INFLATED_BYTES - inflatedBytes);
    if (inflated === null) return { verdict: "uninspectable", why: "an object stream cannot be read" };
    inflatedBytes += inflated.length;
    collectActiveNames(inflated, found);
  }
  collectActiveNames(text.slice(scannedUpTo), found);
  return found.size ? { verdict: "active", names: [...found].sort() } : { verdict: "clean" };
}

const NAME = /\/([^\s/<>[\](){}%]*)/g;
const TRAILER = /\btrailer\s*<</;

/** Where a reader could be sent by a cross-reference offset or startxref: an object or a trailer. */
function hidesStructure(data: string): boolean {
  return containsObjectHeader(data) || TRAILER.test(data);
}

/**
 * `N G obj` anywhere in the text. Walks back from each `obj` by hand: a regular expression like
 * /\d+\s+\d+\s+obj/ backtracks quadratically over a long run of digits, which a file can contain.
 */
function containsObjectHeader(text: string): boolean {
  for (let at = text.indexOf("obj"); at >= 0; at = text.indexOf("obj", at + 3)) {
    if (isRegular(text[at + 3] ?? "")) continue;
    let index = at;
    for (let part = 0; part < 2; part++) {
      const spaceEnd = index;
      while (index > 0 && /\s/.test(text[index - 1] ?? "")) index--;
      const digitEnd = index;
      while (index > 0 && /\d/.test(text[index - 1] ?? "")) index--;
      if (index === spaceEnd || index === digitEnd || digitEnd === spaceEnd) break;
      if (part === 1) return true;
    }
  }
  return false;
}

function collectActiveNames(text: string, found: Set<string>) {
  for (const match of text.matchAll(NAME)) {
    const name = decodeName(match[1] ?? "");
    if (ACTIVE_PDF_NAMES.has(name)) found.add(name);
  }
}

function decodeName(raw: string): string {
  return raw.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

function namesIn(text: string): string[] {
  return [...text.matchAll(NAME)].map((match) => decodeName(match[1] ?? ""));
}

interface PdfStream {
  /** From the object's `obj` keyword to its `stream` keyword: the stream's dictionary. */
  dictionary: string;
  dataStart: number;
  /** Where `endstream` begins; -1 when there is none. */
  dataEnd: number;
}

/**
 * Reads the file as a reader's lexer does (comments, literal and hex strings, keywords) and yields
 * each `stream` keyword with its data up to the first `endstream`. Whatever precedes the keyword,
 * it is a stream: a comment between `>>` and `stream` must not hide one. An object header inside a
 * string or a comment is refused like one inside stream data: a reader could be sent there.
 */
function* findStreams(text: string): Generator<PdfStream> {
  let index = 0;
  let dictionaryStart = 0;
  while (index < text.length) {
    const character = text[index] ?? "";
    if (character === "<" && text[index + 1] === "<") {
      index += 2;
    } else if (character === "%" || character === "(" || character === "<") {
      const end = endOfCommentOrString(text, index);
      if (containsObjectHeader(text.slice(index, end))) throw new HiddenObject();
      index = end;
    } else if (isRegular(character)) {
      const start = index;
      while (index < text.length && isRegular(text[index] ?? "")) index++;
      const keyword = text.slice(start, index);
      if (keyword === "obj") dictionaryStart = index;
      if (keyword !== "stream") continue;
      let dataStart = index;
      if (text[dataStart] === "\r") dataStart++;
      if (text[dataStart] === "\n") dataStart++;
      const dataEnd = text.indexOf("endstream", dataStart);
      yield { dictionary: text.slice(dictionaryStart, start), dataStart, dataEnd };
      if (dataEnd < 0) return;
      index = dataEnd + "endstream".length;
      dictionaryStart = index;
    } else {
      index++;
    }
  }
}

class HiddenObject extends Error {}

const DELIMITERS = new Set([..."()<>[]{}/%"]);
function isRegular(character: string): boolean {
  return character !== "" && !DELIMITERS.has(character) && !/[\s\0]/.test(character);
}

function endOfCommentOrString(text: string, start: number): number {
  if (text[start] === "%") return endOfLine(text, start);
  if (text[start] === "(") return endOfLiteralString(text, start);
  return endOfHexString(text, start);
}

function endOfLine(text: string, start: number): number {
  let index = start;
  while (index < text.length && text[index] !== "\r" && text[index] !== "\n") index++;
  return index;
}

function endOfHexString(text: string, start: number): number {
  const end = text.indexOf(">", start);
  return end < 0 ? text.length : end + 1;
}

/** Literal strings nest balanced parentheses; a backslash escapes the next character. */
function endOfLiteralString(text: string, start: number): number {
  let depth = 0;
  for (let index = start; index < text.length; index++) {
    const character = text[index];
    if (character === "\\") index++;
    else if (character === "(") depth++;
    else if (character === ")" && --depth === 0) return index + 1;
  }
  return text.length;
}

/** Readers find object streams through the cross-reference stream; their dictionary has /First. */
function isObjectStream(dictionary: string): boolean {
  const names = namesIn(dictionary);
  return names.includes("ObjStm") || names.includes("First");
}

function inflateObjectStream(dictionary: string, data: string, budget: number): string | null {
  const names = namesIn(dictionary);
  const filters = names.includes("Filter") ? filterNames(dictionary) : [];
  if (names.includes("DecodeParms") || names.includes("DP")) return null;
  if (filters.length === 0) return data;
  if (filters.length > 1 || (filters[0] !== "FlateDecode" && filters[0] !== "Fl")) return null;
  try {
    const raw = Buffer.from(data, "latin1");
    // A stream cut short still inflates as far as it goes; a reader would read that much too.
    return inflateSync(raw, { maxOutputLength: budget, finishFlush: constants.Z_SYNC_FLUSH }).toString("latin1");
  } catch {
    return null;
  }
}

function filterNames(dictionary: string): string[] {
  const plain = dictionary.replace(NAME, (_, raw: string) => `/${decodeName(raw)}`);
  // An indirect filter (/Filter 5 0 R) or anything else unexpected is "unknown": not inflated.
  const match = /\/Filter\s*(\[[^\]]*\]|\/[^\s/<>[\](){}%]*)/.exec(plain);
  return match?.[1] ? namesIn(match[1]) : ["unknown"];
}
