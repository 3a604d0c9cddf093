import { type XMLParser, XMLValidator } from "fast-xml-parser";

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
      message: `${fileName} declares a DOCTYPE or entities, which Campus does not read (they can make a small file expand without end). Remove the DOCTYPE.`,
    };
  const valid = XMLValidator.validate(text);
  if (valid !== true)
    return { ok: false, message: `${fileName} is not well-formed XML (line ${valid.err.line}: ${valid.err.msg}).` };
  try {
    return { ok: true, parsed: parser.parse(text) };
  } catch (error) {
    return { ok: false, message: `${fileName} could not be read as XML (${(error as Error).message.slice(0, 120)}).` };
  }
}
