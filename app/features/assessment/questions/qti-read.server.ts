import { loadFflate } from "~/lib/heavy-modules.server";
import { type Refusal, refuse } from "~/lib/refusal";
import { orderedXmlParser, parseUntrustedXml, type XmlNode, xmlChildrenOf, xmlTagOf } from "~/lib/untrusted-xml";
import * as m from "./messages";
import { escapeXml } from "./qti-write.server";

/**
 * Reads IMS QTI 2.1 (decision 0091-question-bank): a content package (ZIP with
 * imsmanifest.xml) or one item's XML, as qti-write.server.ts writes them and as other platforms
 * do for the interactions the bank has. Any other interaction is refused, naming the file.
 *
 * Reading is bounded and never expands entities: a file with a DOCTYPE is refused before parsing
 * (no internal entity can be declared without one), and the ZIP's sizes are checked before inflating.
 */

const MAX_ENTRIES = 2_000;
const MAX_ENTRY_BYTES = 1_000_000;
const MAX_TOTAL_BYTES = 20_000_000;

const parser = orderedXmlParser({ trimValues: false, htmlEntities: true });

function attr(node: XmlNode, name: string): string | undefined {
  const attributes = node[":@"] as Record<string, string> | undefined;
  return attributes?.[name];
}
function findAll(nodes: readonly XmlNode[], tag: string): XmlNode[] {
  const found: XmlNode[] = [];
  for (const node of nodes) {
    if (xmlTagOf(node) === tag) found.push(node);
    else if (xmlTagOf(node) !== "#text") found.push(...findAll(xmlChildrenOf(node), tag));
  }
  return found;
}
function textOf(nodes: readonly XmlNode[]): string {
  return nodes
    .map((node) => (xmlTagOf(node) === "#text" ? String(node["#text"]) : textOf(xmlChildrenOf(node))))
    .join("");
}

/** Nodes back to HTML (the bank sanitises it again on save), leaving out the tags named. */
function toHtml(nodes: readonly XmlNode[], leaveOut: ReadonlySet<string> = new Set()): string {
  return nodes
    .map((node) => {
      const tag = xmlTagOf(node);
      if (tag === "#text") return escapeXml(String(node["#text"]));
      if (leaveOut.has(tag) || tag.startsWith("?")) return "";
      const attributes = Object.entries((node[":@"] as Record<string, string> | undefined) ?? {})
        .map(([name, text]) => ` ${name}="${escapeXml(text)}"`)
        .join("");
      const inner = toHtml(xmlChildrenOf(node), leaveOut);
      return inner === "" && ["br", "hr", "img"].includes(tag)
        ? `<${tag}${attributes} />`
        : `<${tag}${attributes}>${inner}</${tag}>`;
    })
    .join("")
    .trim();
}

const INTERACTIONS = new Set([
  "choiceInteraction",
  "matchInteraction",
  "orderInteraction",
  "textEntryInteraction",
  "extendedTextInteraction",
]);
const UNREADABLE_INTERACTIONS = [
  "associateInteraction",
  "gapMatchInteraction",
  "inlineChoiceInteraction",
  "hottextInteraction",
  "hotspotInteraction",
  "graphicOrderInteraction",
  "graphicAssociateInteraction",
  "graphicGapMatchInteraction",
  "positionObjectInteraction",
  "selectPointInteraction",
  "sliderInteraction",
  "drawingInteraction",
  "uploadInteraction",
  "customInteraction",
  "mediaInteraction",
];

/** One XML file as nodes in document order; refuses a DOCTYPE (entities) and what is not well-formed. */
function parseXml(fileName: string, text: string): { ok: true; nodes: XmlNode[] } | { ok: false; message: string } {
  const parsed = parseUntrustedXml(parser, fileName, text);
  return parsed.ok ? { ok: true, nodes: parsed.parsed as XmlNode[] } : parsed;
}

interface ResponseInfo {
  cardinality: string;
  baseType: string;
  correct: string[];
  mapKeys: string[];
  caseSensitive: boolean;
}

/** One assessmentItem's XML as a question (not yet checked by the content schema), or why not. */
export function qtiItemToQuestion(
  fileName: string,
  xml: string,
): { ok: true; title: string; content: Record<string, unknown> } | { ok: false; message: string } {
  const parsed = parseXml(fileName, xml);
  if (!parsed.ok) return parsed;
  const [item] = findAll(parsed.nodes, "assessmentItem");
  if (!item) return { ok: false, message: m.qtiNoItem({ file: fileName }) };
  const itemNodes = xmlChildrenOf(item);
  const responses = new Map<string, ResponseInfo>();
  for (const declaration of findAll(itemNodes, "responseDeclaration")) {
    const entries = findAll(xmlChildrenOf(declaration), "mapEntry");
    responses.set(attr(declaration, "identifier") ?? "", {
      cardinality: attr(declaration, "cardinality") ?? "single",
      baseType: attr(declaration, "baseType") ?? "identifier",
      correct: findAll(findAll(xmlChildrenOf(declaration), "correctResponse"), "value").map((node) =>
        textOf(xmlChildrenOf(node)).trim(),
      ),
      mapKeys: entries.map((entry) => attr(entry, "mapKey") ?? ""),
      caseSensitive: entries.some((entry) => attr(entry, "caseSensitive") === "true"),
    });
  }
  const outcomeDefault = (identifier: string) => {
    const declaration = findAll(itemNodes, "outcomeDeclaration").find(
      (node) => attr(node, "identifier") === identifier,
    );
    const text = declaration
      ? textOf(findAll(xmlChildrenOf(declaration), "value").slice(0, 1).flatMap(xmlChildrenOf)).trim()
      : "";
    return text === "" ? null : Number(text);
  };
  const maxScore = outcomeDefault("MAXSCORE");
  const points = maxScore !== null && Number.isFinite(maxScore) ? Math.min(100, Math.max(1, Math.round(maxScore))) : 1;
  const [body] = findAll(itemNodes, "itemBody");
  if (!body) return { ok: false, message: m.qtiNoBody({ file: fileName }) };
  const bodyNodes = xmlChildrenOf(body);
  const unreadable = UNREADABLE_INTERACTIONS.find((tag) => findAll(bodyNodes, tag).length > 0);
  if (unreadable) return { ok: false, message: m.qtiUnreadable({ file: fileName, interaction: unreadable }) };
  const textEntries = findAll(bodyNodes, "textEntryInteraction");
  const blocksWithEntries = bodyNodes.filter(
    (node) => xmlTagOf(node) !== "#text" && findAll(xmlChildrenOf(node), "textEntryInteraction").length > 0,
  );
  const outsideEntries = bodyNodes.filter(
    (node) => !blocksWithEntries.includes(node) && !(xmlTagOf(node) === "#text" && String(node["#text"]).trim() === ""),
  );
  // The export wraps the stem in one plain div (itemBody takes blocks); read it back unwrapped.
  const [onlyBlock] = outsideEntries.filter(
    (node) => !INTERACTIONS.has(xmlTagOf(node)) && xmlTagOf(node) !== "rubricBlock",
  );
  const wrapped =
    onlyBlock !== undefined &&
    xmlTagOf(onlyBlock) === "div" &&
    onlyBlock[":@"] === undefined &&
    outsideEntries.filter((node) => !INTERACTIONS.has(xmlTagOf(node)) && xmlTagOf(node) !== "rubricBlock").length === 1;
  const stemNodes = wrapped ? xmlChildrenOf(onlyBlock) : outsideEntries;
  const leaveOut = new Set([...INTERACTIONS, "rubricBlock", "feedbackInline", "feedbackBlock"]);
  const prompts = findAll(bodyNodes, "prompt").map((node) => toHtml(xmlChildrenOf(node)));
  const stemHtml = [toHtml(stemNodes, new Set([...leaveOut, "prompt"])), ...prompts].filter(Boolean).join("");
  const feedbackHtml = findAll(itemNodes, "modalFeedback")
    .map((node) => toHtml(xmlChildrenOf(node)))
    .join("");
  const base = { stemHtml, feedbackHtml, points };
  const title = (attr(item, "title") ?? "").trim().slice(0, 200);
  const answerOf = (identifier: string | undefined) => responses.get(identifier ?? "");

  const [choice] = findAll(bodyNodes, "choiceInteraction");
  const [match] = findAll(bodyNodes, "matchInteraction");
  const [order] = findAll(bodyNodes, "orderInteraction");
  const [extended] = findAll(bodyNodes, "extendedTextInteraction");
  const found = [choice, match, order, extended].filter(Boolean).length + (textEntries.length > 0 ? 1 : 0);
  if (found === 0) return { ok: false, message: m.qtiNoInteraction({ file: fileName }) };
  if (found > 1)
    return {
      ok: false,
      message: m.qtiManyInteractions({ file: fileName }),
    };

  if (choice) {
    const info = answerOf(attr(choice, "responseIdentifier"));
    const choices = findAll(xmlChildrenOf(choice), "simpleChoice");
    const ids = choices.map((node) => attr(node, "identifier") ?? "");
    const correct = new Set(info?.correct ?? []);
    const labels = choices.map((node) => textOf(xmlChildrenOf(node)).trim().toLowerCase());
    const isTrueFalse =
      choices.length === 2 &&
      (info?.cardinality ?? "single") === "single" &&
      ((ids.includes("true") && ids.includes("false")) || (labels.includes("true") && labels.includes("false")));
    if (isTrueFalse) {
      const correctIndex = ids.findIndex((id) => correct.has(id));
      return {
        ok: true,
        title,
        content: {
          type: "true-false",
          ...base,
          correctAnswer: labels[correctIndex] === "true" || ids[correctIndex] === "true",
        },
      };
    }
    const isSingle = info?.cardinality === "single" || attr(choice, "maxChoices") === "1";
    return {
      ok: true,
      title,
      content: {
        type: isSingle ? "single" : "multiple",
        ...base,
        options: choices.map((node, index) => ({
          id: safeId(ids[index], `o${index + 1}`),
          html: toHtml(xmlChildrenOf(node), new Set(["feedbackInline"])),
          feedbackHtml: findAll(xmlChildrenOf(node), "feedbackInline")
            .map((feedback) => toHtml(xmlChildrenOf(feedback)))
            .join(""),
          isCorrect: correct.has(ids[index] ?? ""),
        })),
      },
    };
  }
  if (match) {
    const info = answerOf(attr(match, "responseIdentifier"));
    const sets = findAll(xmlChildrenOf(match), "simpleMatchSet");
    const [sources = [], targets = []] = sets.map((set) => findAll(xmlChildrenOf(set), "simpleAssociableChoice"));
    const targetText = new Map(
      targets.map((node) => [attr(node, "identifier") ?? "", textOf(xmlChildrenOf(node)).trim()]),
    );
    const pairsBySource = new Map(
      (info?.correct ?? []).map((pair) => {
        const [source = "", target = ""] = pair.split(/\s+/);
        return [source, targetText.get(target) ?? ""] as const;
      }),
    );
    return {
      ok: true,
      title,
      content: {
        type: "matching",
        ...base,
        pairs: sources.map((node, index) => ({
          id: safeId(attr(node, "identifier"), `p${index + 1}`),
          promptHtml: toHtml(xmlChildrenOf(node)),
          answer: pairsBySource.get(attr(node, "identifier") ?? "") ?? "",
        })),
      },
    };
  }
  if (order) {
    const info = answerOf(attr(order, "responseIdentifier"));
    const choices = findAll(xmlChildrenOf(order), "simpleChoice");
    const byId = new Map(choices.map((node) => [attr(node, "identifier") ?? "", node]));
    const ordered = (info?.correct ?? []).map((id) => byId.get(id)).filter((node): node is XmlNode => Boolean(node));
    if (ordered.length !== choices.length) return { ok: false, message: m.qtiOrderIncomplete({ file: fileName }) };
    return {
      ok: true,
      title,
      content: {
        type: "ordering",
        ...base,
        items: ordered.map((node, index) => ({
          id: safeId(attr(node, "identifier"), `i${index + 1}`),
          html: toHtml(xmlChildrenOf(node)),
        })),
      },
    };
  }
  if (extended) {
    const maxWords = outcomeDefault("MAXWORDS");
    return {
      ok: true,
      title,
      content: {
        type: "essay",
        ...base,
        markingGuideHtml: findAll(bodyNodes, "rubricBlock")
          .map((node) => toHtml(xmlChildrenOf(node)))
          .join(""),
        maxWords: maxWords !== null && Number.isInteger(maxWords) ? maxWords : null,
      },
    };
  }
  // Text entries: one in a paragraph of its own is a short answer or a number; among text, blanks.
  const entryBlock = blocksWithEntries[0];
  const blockText = entryBlock ? textOf(xmlChildrenOf(entryBlock)).trim() : "";
  const infos = textEntries.map((entry) => answerOf(attr(entry, "responseIdentifier")));
  const acceptedOf = (info: ResponseInfo | undefined) => [
    ...new Set([...(info?.correct ?? []), ...(info?.mapKeys ?? [])]),
  ];
  if (textEntries.length === 1 && blockText === "" && blocksWithEntries.length <= 1) {
    const info = infos[0];
    if (info?.baseType === "float" || info?.baseType === "integer") {
      const tolerance = findAll(findAll(itemNodes, "responseProcessing"), "equal")
        .map((node) => Number((attr(node, "tolerance") ?? "").split(/\s+/)[0]))
        .find((number) => Number.isFinite(number));
      return {
        ok: true,
        title,
        content: { type: "numeric", ...base, correctValue: Number(info.correct[0] ?? "x"), tolerance: tolerance ?? 0 },
      };
    }
    return {
      ok: true,
      title,
      content: {
        type: "short-answer",
        ...base,
        acceptedAnswers: acceptedOf(info),
        caseSensitive: info?.caseSensitive ?? false,
      },
    };
  }
  let blankIndex = 0;
  const text = blocksWithEntries
    .map((block) =>
      xmlChildrenOf(block)
        .map((node) => {
          if (xmlTagOf(node) === "#text") return String(node["#text"]);
          if (xmlTagOf(node) === "textEntryInteraction") {
            const accepted = acceptedOf(infos[blankIndex++]).map((answer) => answer.replace(/[[\]|]/g, ""));
            return `[[${accepted.join("|")}]]`;
          }
          return textOf(xmlChildrenOf(node));
        })
        .join(""),
    )
    .join("\n")
    .trim();
  return {
    ok: true,
    title,
    content: { type: "fill-blanks", ...base, text, caseSensitive: infos.some((info) => info?.caseSensitive) },
  };
}

function safeId(id: string | undefined, fallback: string): string {
  return id && /^[A-Za-z0-9_.-]{1,64}$/.test(id) ? id : fallback;
}

export interface QtiFile {
  name: string;
  xml: string;
}

/**
 * The item files of a content package (by its manifest), or of one bare item XML file. Refuses what
 * is too large unpacked, not a ZIP, or has no manifest, naming the file.
 */
export async function readQtiPackage(
  bytes: Uint8Array,
  fileName: string,
): Promise<{ ok: true; items: QtiFile[] } | Refusal> {
  const { unzipSync } = await loadFflate();
  const decoder = new TextDecoder("utf-8", { fatal: false });
  const isZip = bytes[0] === 0x50 && bytes[1] === 0x4b;
  if (!isZip) {
    const text = decoder.decode(bytes.subarray(0, 200)).trimStart();
    if (text.startsWith("<"))
      return { ok: true, items: [{ name: fileName || "the file", xml: decoder.decode(bytes) }] };
    return refuse("unsupported-type", m.notQtiPackage({ file: fileName || m.theFile() }));
  }
  let entries: Record<string, Uint8Array>;
  let count = 0;
  let total = 0;
  let tooLarge: string | null = null;
  try {
    entries = unzipSync(bytes, {
      filter: (file) => {
        count += 1;
        total += file.originalSize;
        if (count > MAX_ENTRIES) tooLarge ??= `${fileName} holds more than ${MAX_ENTRIES} files.`;
        else if (file.originalSize > MAX_ENTRY_BYTES && file.name.toLowerCase().endsWith(".xml"))
          tooLarge ??= `${file.name} in ${fileName} is larger than ${MAX_ENTRY_BYTES / 1_000_000} MB unpacked.`;
        else if (total > MAX_TOTAL_BYTES)
          tooLarge ??= `${fileName} is larger than ${MAX_TOTAL_BYTES / 1_000_000} MB unpacked.`;
        return tooLarge === null && file.name.toLowerCase().endsWith(".xml");
      },
    });
  } catch {
    return refuse("invalid", m.notReadableZip({ file: fileName }));
  }
  if (tooLarge) return refuse("too-large", tooLarge);
  const manifestName = Object.keys(entries).find((name) => name.toLowerCase() === "imsmanifest.xml");
  if (!manifestName) return refuse("invalid", m.noManifest({ file: fileName }));
  const manifest = parseXml("imsmanifest.xml", decoder.decode(entries[manifestName]));
  if (!manifest.ok) return refuse("invalid", manifest.message);
  const hrefs = findAll(manifest.nodes, "resource")
    // i18n-exempt: a QTI resource type
    .filter((node) => (attr(node, "type") ?? "").startsWith("imsqti_item"))
    .map((node) => attr(node, "href") ?? "");
  if (hrefs.length === 0) return refuse("invalid", m.manifestNoItems({ file: fileName }));
  const items: QtiFile[] = [];
  for (const href of hrefs) {
    const entry = entries[href] ?? entries[decodeURIComponent(href)];
    if (!entry) return refuse("invalid", m.manifestMissingEntry({ href, file: fileName }));
    items.push({ name: href, xml: decoder.decode(entry) });
  }
  return { ok: true, items };
}
