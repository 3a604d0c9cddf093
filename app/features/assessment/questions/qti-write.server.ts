import { loadFflate } from "~/lib/heavy-modules.server";
import { parseBlanks, type QuestionContent } from "./question-types";

/**
 * Writes a question bank as an IMS QTI 2.1 content package (decision 0091-question-bank):
 * a ZIP with imsmanifest.xml and one assessmentItem per question. The nine types map to
 * choiceInteraction (single, multiple, true or false), matchInteraction, orderInteraction,
 * textEntryInteraction (short answer, numeric, each blank of a fill-in-the-blanks text) and
 * extendedTextInteraction (essay). The points travel as the MAXSCORE outcome's default, an essay's
 * word limit as MAXWORDS, its marking guide as a rubricBlock for scorers. qti-read.server.ts reads it back.
 */

const QTI_NAMESPACE = "http://www.imsglobal.org/xsd/imsqti_v2p1";

export interface QtiQuestion {
  title: string;
  content: QuestionContent;
}

export const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * Stored rich text is sanitised HTML (void elements self-closed, & < > escaped by the sanitiser),
 * so it is well-formed XML but for HTML's named entities, which are written as characters here.
 */
function xhtml(html: string): string {
  return html.replace(/&nbsp;/g, "&#160;").replace(/<(br|hr|img)([^>]*?)\s*(?<!\/)>/g, "<$1$2 />");
}

const value = (text: string | number) => `<value>${escapeXml(String(text))}</value>`;

function outcome(identifier: string, baseType: string, defaultValue?: string | number, cardinality = "single") {
  const inner = defaultValue === undefined ? "" : `<defaultValue>${value(defaultValue)}</defaultValue>`;
  return `<outcomeDeclaration identifier="${identifier}" cardinality="${cardinality}" baseType="${baseType}">${inner}</outcomeDeclaration>`;
}

function response(
  identifier: string,
  cardinality: string,
  baseType: string,
  correct: readonly string[],
  mapping?: { keys: readonly string[]; caseSensitive: boolean; points: number },
) {
  const correctXml = correct.length > 0 ? `<correctResponse>${correct.map(value).join("")}</correctResponse>` : "";
  const mappingXml = mapping
    ? `<mapping defaultValue="0">${mapping.keys
        .map(
          (key) =>
            `<mapEntry mapKey="${escapeXml(key)}" mappedValue="${mapping.points}" caseSensitive="${mapping.caseSensitive}"/>`,
        )
        .join("")}</mapping>`
    : "";
  return `<responseDeclaration identifier="${identifier}" cardinality="${cardinality}" baseType="${baseType}">${correctXml}${mappingXml}</responseDeclaration>`;
}

const MATCH_CORRECT = `<responseProcessing template="http://www.imsglobal.org/question/qti_v2p1/rptemplates/match_correct"/>`;
const MAP_RESPONSE = `<responseProcessing template="http://www.imsglobal.org/question/qti_v2p1/rptemplates/map_response"/>`;

/** One question as a QTI 2.1 assessmentItem. */
function questionToQtiItem(identifier: string, question: QtiQuestion): string {
  const content = question.content;
  const declarations: string[] = [];
  let body = `<div>${xhtml(content.stemHtml)}</div>`;
  let processing = MATCH_CORRECT;
  const outcomes = [outcome("SCORE", "float", 0), outcome("MAXSCORE", "float", content.points)];
  const feedbackInline = (id: string, html: string) =>
    html
      ? `<feedbackInline outcomeIdentifier="FEEDBACK" identifier="${id}" showHide="show">${xhtml(html)}</feedbackInline>`
      : "";
  switch (content.type) {
    case "single":
    case "multiple": {
      const ids = content.options.map((_, index) => `C${index + 1}`);
      declarations.push(
        response(
          "RESPONSE",
          content.type === "single" ? "single" : "multiple",
          "identifier",
          content.options.flatMap((option, index) => (option.isCorrect ? [ids[index] as string] : [])),
        ),
      );
      body += `<choiceInteraction responseIdentifier="RESPONSE" shuffle="false" maxChoices="${content.type === "single" ? 1 : 0}">${content.options
        .map(
          (option, index) =>
            `<simpleChoice identifier="${ids[index]}">${xhtml(option.html)}${feedbackInline(ids[index] as string, option.feedbackHtml)}</simpleChoice>`,
        )
        .join("")}</choiceInteraction>`;
      break;
    }
    case "true-false":
      declarations.push(response("RESPONSE", "single", "identifier", [content.correctAnswer ? "true" : "false"]));
      body += `<choiceInteraction responseIdentifier="RESPONSE" shuffle="false" maxChoices="1"><simpleChoice identifier="true">True</simpleChoice><simpleChoice identifier="false">False</simpleChoice></choiceInteraction>`;
      break;
    case "matching": {
      const answers = [...new Set(content.pairs.map((pair) => pair.answer))];
      declarations.push(
        response(
          "RESPONSE",
          "multiple",
          "directedPair",
          content.pairs.map((pair, index) => `P${index + 1} A${answers.indexOf(pair.answer) + 1}`),
        ),
      );
      body += `<matchInteraction responseIdentifier="RESPONSE" shuffle="false" maxAssociations="${content.pairs.length}"><simpleMatchSet>${content.pairs
        .map(
          (pair, index) =>
            `<simpleAssociableChoice identifier="P${index + 1}" matchMax="1">${xhtml(pair.promptHtml)}</simpleAssociableChoice>`,
        )
        .join("")}</simpleMatchSet><simpleMatchSet>${answers
        .map(
          (answer, index) =>
            `<simpleAssociableChoice identifier="A${index + 1}" matchMax="${content.pairs.length}">${escapeXml(answer)}</simpleAssociableChoice>`,
        )
        .join("")}</simpleMatchSet></matchInteraction>`;
      break;
    }
    case "ordering":
      declarations.push(
        response(
          "RESPONSE",
          "ordered",
          "identifier",
          content.items.map((_, index) => `I${index + 1}`),
        ),
      );
      body += `<orderInteraction responseIdentifier="RESPONSE" shuffle="true">${content.items
        .map((item, index) => `<simpleChoice identifier="I${index + 1}">${xhtml(item.html)}</simpleChoice>`)
        .join("")}</orderInteraction>`;
      break;
    case "short-answer":
      declarations.push(
        response("RESPONSE", "single", "string", [content.acceptedAnswers[0] as string], {
          keys: content.acceptedAnswers,
          caseSensitive: content.caseSensitive,
          points: content.points,
        }),
      );
      body += `<p><textEntryInteraction responseIdentifier="RESPONSE" expectedLength="30"/></p>`;
      processing = MAP_RESPONSE;
      break;
    case "numeric":
      declarations.push(response("RESPONSE", "single", "float", [String(content.correctValue)]));
      body += `<p><textEntryInteraction responseIdentifier="RESPONSE" expectedLength="15"/></p>`;
      processing = `<responseProcessing><responseCondition><responseIf><equal toleranceMode="absolute" tolerance="${content.tolerance} ${content.tolerance}"><variable identifier="RESPONSE"/><correct identifier="RESPONSE"/></equal><setOutcomeValue identifier="SCORE"><variable identifier="MAXSCORE"/></setOutcomeValue></responseIf></responseCondition></responseProcessing>`;
      break;
    case "fill-blanks": {
      const { segments, blanks } = parseBlanks(content.text);
      blanks.forEach((blank, index) => {
        declarations.push(
          response(`RESPONSE_${index + 1}`, "single", "string", [blank.acceptedAnswers[0] as string], {
            keys: blank.acceptedAnswers,
            caseSensitive: content.caseSensitive,
            points: 1,
          }),
        );
      });
      body += `<p class="fill-blanks">${segments
        .map(
          (segment, index) =>
            escapeXml(segment) +
            (index < blanks.length
              ? `<textEntryInteraction responseIdentifier="RESPONSE_${index + 1}" expectedLength="15"/>`
              : ""),
        )
        .join("")}</p>`;
      processing = `<responseProcessing><responseCondition><responseIf><and>${blanks
        .map(
          (_, index) =>
            `<gt><mapResponse identifier="RESPONSE_${index + 1}"/><baseValue baseType="float">0</baseValue></gt>`,
        )
        .join(
          "",
        )}</and><setOutcomeValue identifier="SCORE"><variable identifier="MAXSCORE"/></setOutcomeValue></responseIf></responseCondition></responseProcessing>`;
      break;
    }
    case "essay":
      declarations.push(response("RESPONSE", "single", "string", []));
      if (content.maxWords !== null) outcomes.push(outcome("MAXWORDS", "integer", content.maxWords));
      body += `<extendedTextInteraction responseIdentifier="RESPONSE" expectedLines="10"/>`;
      if (content.markingGuideHtml)
        body += `<rubricBlock view="scorer">${xhtml(content.markingGuideHtml)}</rubricBlock>`;
      processing = "";
      break;
  }
  if (content.feedbackHtml || body.includes("<feedbackInline"))
    outcomes.push(`<outcomeDeclaration identifier="FEEDBACK" cardinality="multiple" baseType="identifier"/>`);
  const modal = content.feedbackHtml
    ? `<modalFeedback outcomeIdentifier="FEEDBACK" identifier="GENERAL" showHide="show">${xhtml(content.feedbackHtml)}</modalFeedback>`
    : "";
  return `<?xml version="1.0" encoding="UTF-8"?>
<assessmentItem xmlns="${QTI_NAMESPACE}" identifier="${identifier}" title="${escapeXml(question.title)}" adaptive="false" timeDependent="false">${declarations.join("")}${outcomes.join("")}<itemBody>${body}</itemBody>${processing}${modal}</assessmentItem>
`;
}

/** The bank as a ZIP content package: imsmanifest.xml and items/<identifier>.xml. */
export async function bankToQtiPackage(questions: ReadonlyArray<QtiQuestion & { id: string }>): Promise<Uint8Array> {
  const { zipSync } = await loadFflate();
  const files: Record<string, Uint8Array> = {};
  const encoder = new TextEncoder();
  const resources = questions.map((question) => {
    const identifier = `Q_${question.id}`;
    const href = `items/${identifier}.xml`;
    files[href] = encoder.encode(questionToQtiItem(identifier, question));
    return `<resource identifier="R_${question.id}" type="imsqti_item_xmlv2p1" href="${href}"><file href="${href}"/></resource>`;
  });
  files["imsmanifest.xml"] = encoder.encode(`<?xml version="1.0" encoding="UTF-8"?>
<manifest xmlns="http://www.imsglobal.org/xsd/imscp_v1p1" identifier="campus-question-bank"><metadata><schema>IMS Content</schema><schemaversion>1.1</schemaversion></metadata><organizations/><resources>${resources.join("")}</resources></manifest>
`);
  return zipSync(files, { level: 6 });
}
