import { XMLParser } from "fast-xml-parser";
import { parseUntrustedXml } from "~/lib/untrusted-xml";
import { isIri } from "./validate-statement";

/**
 * A cmi5 course structure (cmi5.xml, cmi5 section 13): the course, its blocks and assignable units.
 * Read without expanding entities: a DOCTYPE or ENTITY is refused before parsing, as the question
 * bank's QTI import does. Each refusal names the element and what is wrong with it.
 */
const MOVE_ON_VALUES = ["Passed", "Completed", "CompletedAndPassed", "CompletedOrPassed", "NotApplicable"] as const;
export type MoveOn = (typeof MOVE_ON_VALUES)[number];

export interface Cmi5Au {
  id: string;
  title: string;
  /** As written: absolute https, or relative to the package's base address. */
  url: string;
  launchMethod: "AnyWindow" | "OwnWindow";
  moveOn: MoveOn;
  masteryScore: number | null;
  launchParameters: string | null;
  entitlementKey: string | null;
  /** Titles of the blocks the unit sits in, outermost first. */
  blocks: string[];
}

export interface Cmi5Course {
  id: string;
  title: string;
  description: string;
  aus: Cmi5Au[];
}

/** The most units one course structure may list. */
const MAX_AUS = 200;
const MAX_XML_LENGTH = 1_000_000;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@_",
  removeNSPrefix: true,
  processEntities: false,
  trimValues: true,
  parseTagValue: false,
  parseAttributeValue: false,
  isArray: (name) => ["au", "block", "langstring"].includes(name),
});

type Node = Record<string, unknown>;

class Cmi5Problem extends Error {}

function fail(message: string): never {
  throw new Cmi5Problem(message);
}

function textOf(value: unknown): string {
  if (value === undefined || value === null) return "";
  if (typeof value === "string") return value.trim();
  if (typeof value === "object" && "#text" in (value as Node)) return String((value as Node)["#text"]).trim();
  return "";
}

/** The first langstring of a title or description. */
function langText(value: unknown): string {
  if (!value || typeof value !== "object") return textOf(value);
  const strings = (value as Node).langstring;
  return Array.isArray(strings) && strings.length > 0 ? textOf(strings[0]) : "";
}

function readAu(node: Node, blocks: string[]): Cmi5Au {
  const id = String(node["@_id"] ?? "").trim();
  const where = `The au${id ? ` "${id}"` : ""}`;
  if (!isIri(id)) fail(`${where} needs an id that is an IRI (e.g. https://example.com/course/au1).`);
  const url = textOf(node.url);
  if (!url) fail(`${where} has no <url>.`);
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) && !url.startsWith("https://")) {
    fail(`${where}'s url must be https:// or relative to the package, not ${url.split(":")[0]}:.`);
  }
  if (url.startsWith("//") || url.split(/[?#]/)[0].split("/").includes("..")) {
    fail(`${where}'s url may not climb out of the package (no // or ..).`);
  }
  const moveOn = String(node["@_moveOn"] ?? "NotApplicable") as MoveOn;
  if (!MOVE_ON_VALUES.includes(moveOn))
    fail(`${where} has moveOn="${moveOn}"; use one of ${MOVE_ON_VALUES.join(", ")}.`);
  const launchMethod = String(node["@_launchMethod"] ?? "AnyWindow");
  if (launchMethod !== "AnyWindow" && launchMethod !== "OwnWindow") {
    fail(`${where} has launchMethod="${launchMethod}"; use AnyWindow or OwnWindow.`);
  }
  let masteryScore: number | null = null;
  if (node["@_masteryScore"] !== undefined) {
    masteryScore = Number(node["@_masteryScore"]);
    if (!Number.isFinite(masteryScore) || masteryScore < 0 || masteryScore > 1) {
      fail(`${where} has masteryScore="${node["@_masteryScore"]}"; it must be a decimal from 0 to 1.`);
    }
  }
  const entitlement = node.entitlementKey as Node | undefined;
  return {
    id,
    title: langText(node.title) || id,
    url,
    launchMethod,
    moveOn,
    masteryScore,
    launchParameters: textOf(node.launchParameters) || null,
    entitlementKey: entitlement ? textOf(entitlement) || null : null,
    blocks,
  };
}

function readUnits(node: Node, blocks: string[], into: Cmi5Au[]) {
  for (const au of (node.au as Node[] | undefined) ?? []) {
    into.push(readAu(au, blocks));
    if (into.length > MAX_AUS) fail(`The course lists more than ${MAX_AUS} assignable units.`);
  }
  for (const block of (node.block as Node[] | undefined) ?? []) {
    const id = String(block["@_id"] ?? "");
    if (!isIri(id))
      fail(`A block${langText(block.title) ? ` ("${langText(block.title)}")` : ""} needs an id that is an IRI.`);
    readUnits(block, [...blocks, langText(block.title) || id], into);
  }
}

/** The course structure in cmi5.xml, or a message saying what is wrong with it. */
export function parseCmi5Course(xml: string): { ok: true; course: Cmi5Course } | { ok: false; message: string } {
  if (xml.length > MAX_XML_LENGTH)
    return { ok: false, message: "cmi5.xml is larger than 1 MB, which no course structure needs." };
  const parsed = parseUntrustedXml(parser, "cmi5.xml", xml);
  if (!parsed.ok) return parsed;
  try {
    const root = (parsed.parsed as Node).courseStructure as Node | undefined;
    if (!root) fail("cmi5.xml has no <courseStructure> root element.");
    const course = root.course as Node | undefined;
    if (!course) fail("cmi5.xml has no <course> element.");
    const id = String(course["@_id"] ?? "");
    if (!isIri(id)) fail("The <course> needs an id that is an IRI (e.g. https://example.com/course).");
    const aus: Cmi5Au[] = [];
    readUnits(root, [], aus);
    if (aus.length === 0) fail("cmi5.xml lists no assignable unit (<au>).");
    const ids = new Set<string>();
    for (const au of aus) {
      if (ids.has(au.id)) fail(`Two assignable units have the id "${au.id}".`);
      ids.add(au.id);
    }
    return {
      ok: true,
      course: { id, title: langText(course.title) || id, description: langText(course.description), aus },
    };
  } catch (error) {
    if (error instanceof Cmi5Problem) return { ok: false, message: error.message };
    return { ok: false, message: "cmi5.xml could not be read as a course structure." };
  }
}

/**
 * An AU's launch address: an absolute https url as it is, a relative one under the package's base
 * address (the seam the package storage fills: one parameter), or null when there is no base.
 */
export function auLaunchUrl(au: Pick<Cmi5Au, "url">, packageBaseUrl: string | null): string | null {
  if (au.url.startsWith("https://")) return au.url;
  if (!packageBaseUrl) return null;
  return new URL(au.url, packageBaseUrl.endsWith("/") ? packageBaseUrl : `${packageBaseUrl}/`).toString();
}
