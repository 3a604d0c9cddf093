import { XMLParser, XMLValidator } from "fast-xml-parser";
import * as m from "./messages";

/**
 * XML from outside (QTI imports, SCORM manifests, cmi5.xml) is read without ever expanding
 * entities: a DOCTYPE or ENTITY is refused before parsing (no internal entity can be declared
 * without one, and they can make a small file expand without end), then the text must be
 * well-formed. One gate so every reader refuses the same things with the same words. Not
 * server-only: the cmi5 block editor reads cmi5.xml in the browser too.
 */
export function parseUntrustedXml(
  parser: XMLParser,
  fileName: string,
  text: string,
): { ok: true; parsed: unknown } | { ok: false; message: string } {
  if (/<!DOCTYPE|<!ENTITY/i.test(text))
    return {
      ok: false,
      message: m.xmlDoctype({ file: fileName }),
    };
  const valid = XMLValidator.validate(text);
  if (valid !== true)
    return { ok: false, message: m.xmlMalformed({ file: fileName, line: valid.err.line, problem: valid.err.msg }) };
  try {
    return { ok: true, parsed: parser.parse(text) };
  } catch (error) {
    return { ok: false, message: m.xmlUnreadable({ file: fileName, problem: (error as Error).message.slice(0, 120) }) };
  }
}

/** A node as fast-xml-parser gives it in document order: `{ tag: children, ":@": attributes }`. */
export type XmlNode = Record<string, unknown>;

/**
 * The parser for XML read in document order (QTI items, SCORM manifests): attributes kept without a
 * prefix, namespaces dropped, values left as text. Entities are still refused by parseUntrustedXml
 * before this runs; only the predefined ones (and HTML's, when asked) are read.
 */
export function orderedXmlParser({ trimValues, htmlEntities }: { trimValues: boolean; htmlEntities: boolean }) {
  return new XMLParser({
    preserveOrder: true,
    ignoreAttributes: false,
    attributeNamePrefix: "",
    removeNSPrefix: true,
    trimValues,
    parseTagValue: false,
    parseAttributeValue: false,
    processEntities: true,
    htmlEntities,
  });
}

export function xmlTagOf(node: XmlNode): string {
  return Object.keys(node).find((key) => key !== ":@") ?? "";
}

export function xmlChildrenOf(node: XmlNode): XmlNode[] {
  const inner = node[xmlTagOf(node)];
  return Array.isArray(inner) ? (inner as XmlNode[]) : [];
}
