import { type Outcome, refuse } from "~/lib/refusal";
import { sanitizeRichText } from "~/lib/sanitize-html.server";
import { fieldNameForPath, normaliseTags } from "./bank.schema";
import * as m from "./messages";
import { type QuestionContent, questionContentSchema } from "./question-types";

/**
 * A question as the bank stores it (decision 0090-assessment-model), from what an editor or a file
 * sent: its type's schema, its rich text through the allowlist, its tags normalised, a title.
 */

export interface QuestionInput {
  categoryId: string;
  title: string;
  tags: readonly string[];
  /** As sent: the content schema reads it here, after its rich text is sanitised. */
  content: unknown;
}

/**
 * Sanitises the content's rich text and checks it against its type's schema (again after
 * sanitising: a stem of nothing but a script is empty once cleaned). Field errors name the editor's fields.
 */
export function prepareQuestion(
  input: QuestionInput,
): Outcome<{ content: QuestionContent; title: string; tags: string[] }> {
  const first = questionContentSchema.safeParse(input.content);
  if (!first.success) return contentRefusal(first.error.issues);
  const cleaned = questionContentSchema.safeParse(sanitiseContent(first.data));
  if (!cleaned.success) return contentRefusal(cleaned.error.issues);
  const content = cleaned.data;
  const duplicate = duplicateIdOf(content);
  if (duplicate) return refuse("invalid", m.duplicatePartId({ id: duplicate }));
  const tags = normaliseTags(input.tags);
  if (!tags.ok) return refuse("invalid", tags.message, { tags: tags.message });
  const title = input.title.trim() || titleFromStem(content.stemHtml);
  return { ok: true, content, title, tags: tags.tags };
}

function contentRefusal(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>) {
  const fieldErrors: Record<string, string> = {};
  for (const issue of issues) fieldErrors[fieldNameForPath(issue.path)] ??= issue.message;
  return refuse("invalid", m.checkQuestion(), fieldErrors);
}

function duplicateIdOf(content: QuestionContent): string | null {
  const ids =
    content.type === "single" || content.type === "multiple"
      ? content.options.map((option) => option.id)
      : content.type === "matching"
        ? content.pairs.map((pair) => pair.id)
        : content.type === "ordering"
          ? content.items.map((item) => item.id)
          : [];
  return ids.find((id, index) => ids.indexOf(id) !== index) ?? null;
}

/** Every rich-text part of the content through the allowlist (images kept as rich text keeps them). */
function sanitiseContent(content: QuestionContent): QuestionContent {
  const clean = sanitizeRichText;
  const base = { ...content, stemHtml: clean(content.stemHtml), feedbackHtml: clean(content.feedbackHtml) };
  switch (base.type) {
    case "single":
    case "multiple":
      return {
        ...base,
        options: base.options.map((option) => ({
          ...option,
          html: clean(option.html),
          feedbackHtml: clean(option.feedbackHtml),
        })),
      };
    case "matching":
      return { ...base, pairs: base.pairs.map((pair) => ({ ...pair, promptHtml: clean(pair.promptHtml) })) };
    case "ordering":
      return { ...base, items: base.items.map((item) => ({ ...item, html: clean(item.html) })) };
    case "essay":
      return { ...base, markingGuideHtml: clean(base.markingGuideHtml) };
    default:
      return base;
  }
}

/** The words a search looks in: the stem and every part a learner reads or answers, without markup. */
export function searchTextOf(content: QuestionContent): string {
  const parts = [content.stemHtml];
  switch (content.type) {
    case "single":
    case "multiple":
      parts.push(...content.options.map((option) => option.html));
      break;
    case "matching":
      parts.push(...content.pairs.flatMap((pair) => [pair.promptHtml, pair.answer]));
      break;
    case "ordering":
      parts.push(...content.items.map((item) => item.html));
      break;
    case "short-answer":
      parts.push(...content.acceptedAnswers);
      break;
    case "fill-blanks":
      parts.push(content.text);
      break;
    default:
      break;
  }
  return parts.map(plainText).join(" ").slice(0, 20_000);
}

function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
}

/** A title for lists when none was given: the stem's first words. */
function titleFromStem(html: string): string {
  const text = plainText(html);
  if (text === "") return "Question with an image";
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
}
