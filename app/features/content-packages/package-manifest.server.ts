import { orderedXmlParser, parseUntrustedXml, type XmlNode, xmlChildrenOf, xmlTagOf } from "~/lib/untrusted-xml";
import * as m from "./messages";
import type { PackageKind, PackageOrganisation, PackageSco, PackageTreeItem } from "./package-types";

/**
 * Reads a package's manifest (decision 0097-scorm-content-packages): imsmanifest.xml for SCORM 1.2
 * and SCORM 2004 (3rd and 4th edition, told apart by schemaversion), or cmi5.xml for cmi5. The
 * organisation (items tree) and each SCO's entry point are resolved here, xml:base included, and a
 * manifest that names files the package does not hold is refused with their names. Entities are
 * never expanded: a DOCTYPE or ENTITY is refused before parsing, as the question bank's QTI reader does.
 */

const parser = orderedXmlParser({ trimValues: true, htmlEntities: false });

function attr(node: XmlNode, name: string): string | undefined {
  const attributes = node[":@"] as Record<string, string> | undefined;
  if (!attributes) return undefined;
  const key = Object.keys(attributes).find((candidate) => candidate.toLowerCase() === name.toLowerCase());
  return key ? attributes[key] : undefined;
}
function children(node: XmlNode | undefined, tag: string): XmlNode[] {
  return node ? xmlChildrenOf(node).filter((child) => xmlTagOf(child) === tag) : [];
}
function child(node: XmlNode | undefined, tag: string): XmlNode | undefined {
  return children(node, tag)[0];
}
function textOf(node: XmlNode | undefined): string {
  if (!node) return "";
  return xmlChildrenOf(node)
    .map((inner) => (xmlTagOf(inner) === "#text" ? String(inner["#text"]) : textOf(inner)))
    .join("")
    .trim();
}

interface ReadManifest {
  kind: PackageKind;
  title: string;
  schemaVersion: string;
  organisation: PackageOrganisation;
  cmi5Xml: string | null;
}

type ManifestResult = { ok: true; manifest: ReadManifest } | { ok: false; message: string };

/** One XML file as nodes in document order; refuses a DOCTYPE (entities) and what is not well-formed. */
function parseXml(fileName: string, text: string): { ok: true; nodes: XmlNode[] } | { ok: false; message: string } {
  const parsed = parseUntrustedXml(parser, fileName, text);
  return parsed.ok ? { ok: true, nodes: parsed.parsed as XmlNode[] } : parsed;
}

/** Joins xml:base values and an href the way a browser resolves them inside the package. */
function resolveInPackage(parts: readonly (string | undefined)[]): { path: string; query: string } | null {
  let base = new URL("pkg://package/");
  for (const part of parts) {
    if (!part) continue;
    try {
      base = new URL(part.trim(), base);
    } catch {
      return null;
    }
  }
  if (base.protocol !== "pkg:" || base.host !== "package") return null;
  let path: string;
  try {
    path = decodeURIComponent(base.pathname.replace(/^\//, ""));
  } catch {
    return null;
  }
  return { path, query: base.search };
}

function withParameters(query: string, parameters: string | undefined): string {
  if (!parameters) return query;
  // SCORM CAM: parameters beginning with ? or & are appended to the launch URL's query.
  const trimmed = parameters.trim().replace(/^[?&]/, "");
  if (trimmed === "") return query;
  return query ? `${query}&${trimmed}` : `?${trimmed}`;
}

function scormKindOf(schemaVersion: string, root: XmlNode): PackageKind | null {
  const version = schemaVersion.toLowerCase();
  if (version === "1.2") return "scorm12";
  if (version.includes("2004") || version === "cam 1.3") return "scorm2004";
  // A 1.2 package often leaves schemaversion out; its adlcp namespace says which it is.
  const namespaces = Object.values((root[":@"] as Record<string, string> | undefined) ?? {}).join(" ");
  if (namespaces.includes("adlcp_rootv1p2")) return "scorm12";
  if (namespaces.includes("adlcp_v1p3")) return "scorm2004";
  return null;
}

/** The manifest of the package whose files are given, or why it cannot be used. */
export function readPackageManifest(files: ReadonlyMap<string, Uint8Array>): ManifestResult {
  const decoder = new TextDecoder();
  const manifestBytes = files.get("imsmanifest.xml");
  if (manifestBytes) return readScormManifest(decoder.decode(manifestBytes), files);
  const cmi5Bytes = files.get("cmi5.xml");
  if (cmi5Bytes) return readCmi5Manifest(decoder.decode(cmi5Bytes), files);
  return { ok: false, message: m.zipNotScormCmi5Package() };
}

function missingFilesRefusal(missing: readonly string[]): ManifestResult {
  const named = [...new Set(missing)];
  const shown = named.slice(0, 10).join(", ");
  const message =
    named.length > 10
      ? m.missingFilesMore({ files: shown, count: named.length - 10 })
      : m.missingFiles({ files: shown });
  return { ok: false, message };
}

function readScormManifest(text: string, files: ReadonlyMap<string, Uint8Array>): ManifestResult {
  const parsed = parseXml("imsmanifest.xml", text);
  if (!parsed.ok) return parsed;
  const root = parsed.nodes.find((node) => xmlTagOf(node) === "manifest");
  if (!root) return { ok: false, message: m.imsmanifestXmlNoManifestElement() };
  const schemaVersion = textOf(child(child(root, "metadata"), "schemaversion"));
  const kind = scormKindOf(schemaVersion, root);
  if (!kind)
    return {
      ok: false,
      message: m.unknownSchemaVersion({ version: schemaVersion }),
    };
  const manifestBase = attr(root, "base");
  const resourcesNode = child(root, "resources");
  const resources = new Map(children(resourcesNode, "resource").map((node) => [attr(node, "identifier") ?? "", node]));
  const missing: string[] = [];
  // Every file a resource lists must be in the package (SCORM CAM: the package is self-contained).
  for (const resource of resources.values()) {
    for (const file of children(resource, "file")) {
      const resolved = resolveInPackage([
        manifestBase,
        attr(resourcesNode ?? {}, "base"),
        attr(resource, "base"),
        attr(file, "href"),
      ]);
      if (resolved && !files.has(resolved.path)) missing.push(resolved.path);
    }
  }

  const organisations = child(root, "organizations");
  const defaultId = attr(organisations ?? {}, "default");
  const organisation =
    children(organisations, "organization").find((node) => attr(node, "identifier") === defaultId) ??
    child(organisations, "organization");
  if (!organisation) return { ok: false, message: m.imsmanifestXmlNoOrganizationThere() };

  const scos: PackageSco[] = [];
  const readItem = (node: XmlNode): PackageTreeItem | string => {
    const identifier = attr(node, "identifier") ?? "";
    const title = textOf(child(node, "title")) || identifier;
    const reference = attr(node, "identifierref");
    let scoIndex: number | null = null;
    if (reference) {
      const resource = resources.get(reference);
      if (!resource) return `The item "${title}" names the resource "${reference}", which the manifest does not list.`;
      const href = attr(resource, "href");
      if (!href) return `The resource "${reference}" has no href to launch.`;
      const resolved = resolveInPackage([
        manifestBase,
        attr(resourcesNode ?? {}, "base"),
        attr(resource, "base"),
        href,
      ]);
      if (!resolved) return m.resourceNotAFile({ resource: reference, href });
      if (!files.has(resolved.path)) missing.push(resolved.path);
      const scormType = (attr(resource, "scormtype") ?? "asset").toLowerCase();
      scoIndex = scos.length;
      scos.push({
        identifier,
        title,
        path: resolved.path,
        query: withParameters(resolved.query, attr(node, "parameters")),
        isSco: scormType === "sco",
        masteryScore: masteryScoreOf(node, kind),
      });
    }
    const inner: PackageTreeItem[] = [];
    for (const childItem of children(node, "item")) {
      const read = readItem(childItem);
      if (typeof read === "string") return read;
      inner.push(read);
    }
    return { identifier, title, scoIndex, items: inner };
  };
  const items: PackageTreeItem[] = [];
  for (const node of children(organisation, "item")) {
    const read = readItem(node);
    if (typeof read === "string") return { ok: false, message: read };
    items.push(read);
  }
  if (missing.length > 0) return missingFilesRefusal(missing);
  if (scos.length === 0) return { ok: false, message: m.packageSOrganisationLaunchesNothing() };
  const title = textOf(child(organisation, "title")) || scos[0]?.title || m.scormPackage();
  return { ok: true, manifest: { kind, title, schemaVersion, organisation: { items, scos }, cmi5Xml: null } };
}

/** 1.2: adlcp:masteryscore (0-100); 2004: the primary objective's minNormalizedMeasure when it satisfies by measure. */
function masteryScoreOf(item: XmlNode, kind: PackageKind): number | null {
  if (kind === "scorm12") {
    const text = textOf(child(item, "masteryscore"));
    const value = Number(text);
    return text !== "" && Number.isFinite(value) && value >= 0 && value <= 100 ? value / 100 : null;
  }
  const objective = child(child(child(item, "sequencing"), "objectives"), "primaryObjective");
  if (!objective || attr(objective, "satisfiedByMeasure") !== "true") return null;
  const text = textOf(child(objective, "minNormalizedMeasure"));
  const value = Number(text === "" ? "1" : text);
  return Number.isFinite(value) && value >= -1 && value <= 1 ? value : null;
}

function readCmi5Manifest(text: string, files: ReadonlyMap<string, Uint8Array>): ManifestResult {
  const parsed = parseXml("cmi5.xml", text);
  if (!parsed.ok) return parsed;
  const structure = parsed.nodes.find((node) => xmlTagOf(node) === "courseStructure");
  if (!structure) return { ok: false, message: m.cmi5XmlNoCoursestructureElement() };
  const langText = (node: XmlNode | undefined) => textOf(child(node, "langstring")) || textOf(node);
  const scos: PackageSco[] = [];
  const missing: string[] = [];
  const readChildren = (node: XmlNode): PackageTreeItem[] =>
    xmlChildrenOf(node).flatMap((inner): PackageTreeItem[] => {
      const tag = xmlTagOf(inner);
      const identifier = attr(inner, "id") ?? "";
      const title = langText(child(inner, "title")) || identifier;
      if (tag === "block") return [{ identifier, title, scoIndex: null, items: readChildren(inner) }];
      if (tag !== "au") return [];
      const url = textOf(child(inner, "url"));
      const isAbsolute = /^[a-z][a-z0-9+.-]*:/i.test(url);
      const resolved = isAbsolute ? { path: url, query: "" } : resolveInPackage([url]);
      if (!resolved) missing.push(url);
      else if (!isAbsolute && !files.has(resolved.path)) missing.push(resolved.path);
      const mastery = Number(attr(inner, "masteryScore"));
      scos.push({
        identifier,
        title,
        path: resolved?.path ?? url,
        query: resolved?.query ?? "",
        isSco: true,
        masteryScore: Number.isFinite(mastery) && attr(inner, "masteryScore") ? mastery : null,
      });
      return [{ identifier, title, scoIndex: scos.length - 1, items: [] }];
    });
  const course = child(structure, "course");
  const items = readChildren(structure);
  if (missing.length > 0) return missingFilesRefusal(missing);
  if (scos.length === 0) return { ok: false, message: m.cmi5XmlNamesNoAu() };
  const title = langText(child(course, "title")) || m.cmi5Course();
  return {
    ok: true,
    manifest: { kind: "cmi5", title, schemaVersion: "", organisation: { items, scos }, cmi5Xml: text },
  };
}
