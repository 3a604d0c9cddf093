import { z } from "zod";
import {
  answerSchemas,
  QUESTION_TYPE_LABELS,
  type QuestionAnswer,
  type QuestionContent,
  questionContentSchema,
  scoreQuestion,
} from "~/features/assessment/questions/question-types";
import { htmlAsWords } from "~/lib/html";
import type { DatabaseExecutor } from "~db/executor";
import { analyseItems, type ItemFlag, type ScoredAttempt } from "./item-statistics";

/**
 * Item analysis of one bank-drawn quiz of a course (decision 0096-gradebook): its completed
 * attempts, each question by its bank id across the attempts' frozen copies, scored as the attempt
 * was (auto-marked types rescored from the frozen copy, essays by their person's mark). Two queries
 * for the quiz list and three for a quiz, whatever its size; the newest MAX_ATTEMPTS attempts count.
 */

const MAX_ATTEMPTS = 5_000;

export interface BankQuizChoice {
  blockId: string;
  title: string;
  attempts: number;
}

interface ItemAnalysisRow {
  questionId: string;
  typeLabel: string;
  stemText: string;
  attempts: number;
  facility: number | null;
  discrimination: number | null;
  flags: ItemFlag[];
  /** Choice questions: each option as shown, how often chosen, and whether it is a right one. */
  options: Array<{ label: string; count: number; isCorrect: boolean }>;
}

export interface ItemAnalysis {
  blockId: string;
  title: string;
  attemptCount: number;
  items: ItemAnalysisRow[];
}

/** The course's quizzes drawn from the bank (blocks with completed attempts), in reading order. */
export async function listBankQuizzes(db: DatabaseExecutor, courseId: string): Promise<BankQuizChoice[]> {
  const rows = await db
    .selectFrom("assessment_attempts")
    .innerJoin("content_blocks", "content_blocks.id", "assessment_attempts.block_id")
    .innerJoin("lessons", "lessons.id", "content_blocks.lesson_id")
    .select(["content_blocks.id", "content_blocks.title"])
    .select((eb) => eb.fn.countAll<number>().as("attempts"))
    .where("assessment_attempts.course_id", "=", courseId)
    .where("assessment_attempts.status", "=", "completed")
    .groupBy(["content_blocks.id", "content_blocks.title", "lessons.position", "content_blocks.position"])
    .orderBy("lessons.position")
    .orderBy("content_blocks.position")
    .execute();
  return rows.map((row) => ({ blockId: row.id, title: row.title || "Quiz", attempts: Number(row.attempts) }));
}

const frozenSchema = z.array(
  z.object({ questionId: z.string(), content: questionContentSchema, optionOrder: z.array(z.string()).optional() }),
);

function parseJson(json: string): unknown {
  try {
    return JSON.parse(json);
  } catch {
    return undefined;
  }
}

/** The options chosen in an answer, by id ("true"/"false" for a true-or-false question). */
function chosenOptions(content: QuestionContent, answer: QuestionAnswer | undefined): string[] {
  if (answer === undefined) return [];
  if (content.type === "single" || content.type === "multiple") return (answer as { optionIds: string[] }).optionIds;
  if (content.type === "true-false") return [String((answer as { value: boolean }).value)];
  return [];
}

function optionsOf(content: QuestionContent, counts: Record<string, number>): ItemAnalysisRow["options"] {
  if (content.type === "single" || content.type === "multiple") {
    return content.options.map((option) => ({
      label: htmlAsWords(option.html),
      count: counts[option.id] ?? 0,
      isCorrect: option.isCorrect,
    }));
  }
  if (content.type === "true-false") {
    return [
      { label: "True", count: counts.true ?? 0, isCorrect: content.correctAnswer },
      { label: "False", count: counts.false ?? 0, isCorrect: !content.correctAnswer },
    ];
  }
  return [];
}

/** The analysis of one bank quiz of the course; null when the block has no attempts in this course. */
export async function loadItemAnalysis(
  db: DatabaseExecutor,
  { courseId, blockId }: { courseId: string; blockId: string },
): Promise<ItemAnalysis | null> {
  const attempts = await db
    .selectFrom("assessment_attempts")
    .leftJoin("content_blocks", "content_blocks.id", "assessment_attempts.block_id")
    .select([
      "assessment_attempts.id",
      "assessment_attempts.questions_json",
      "assessment_attempts.answers_json",
      "assessment_attempts.score",
      "content_blocks.title",
    ])
    .where("assessment_attempts.course_id", "=", courseId)
    .where("assessment_attempts.block_id", "=", blockId)
    .where("assessment_attempts.status", "=", "completed")
    .orderBy("assessment_attempts.submitted_at", "desc")
    .limit(MAX_ATTEMPTS)
    .execute();
  if (attempts.length === 0) return null;
  const marks = await db
    .selectFrom("attempt_question_marks")
    .innerJoin("assessment_attempts", "assessment_attempts.id", "attempt_question_marks.attempt_id")
    .select([
      "attempt_question_marks.attempt_id",
      "attempt_question_marks.question_id",
      "attempt_question_marks.points",
    ])
    .where("assessment_attempts.course_id", "=", courseId)
    .where("assessment_attempts.block_id", "=", blockId)
    .execute();
  const markOf = new Map(marks.map((mark) => [`${mark.attempt_id} ${mark.question_id}`, Number(mark.points)]));
  const latestContent = new Map<string, QuestionContent>();
  const scored: ScoredAttempt[] = [];
  // Oldest first, so the newest frozen copy of a question names it.
  for (const attempt of [...attempts].reverse()) {
    const frozen = frozenSchema.safeParse(parseJson(attempt.questions_json));
    if (!frozen.success) continue;
    const answers = (parseJson(attempt.answers_json) ?? {}) as Record<string, unknown>;
    const items: ScoredAttempt["items"] = [];
    for (const { questionId, content } of frozen.data) {
      latestContent.set(questionId, content);
      const parsed = answerSchemas[content.type].safeParse(answers[questionId]);
      const answer = parsed.success ? (parsed.data as QuestionAnswer) : undefined;
      const points = markOf.get(`${attempt.id} ${questionId}`) ?? scoreQuestion(content, answer).points;
      // An essay nobody marked says nothing about the question yet.
      if (points === null) continue;
      items.push({ questionId, points, maxPoints: content.points, chosen: chosenOptions(content, answer) });
    }
    const total = attempt.score === null ? items.reduce((sum, item) => sum + item.points, 0) : Number(attempt.score);
    scored.push({ total, items });
  }
  return {
    blockId,
    title: attempts[0]?.title || "Quiz",
    attemptCount: attempts.length,
    items: analyseItems(scored).map((item) => {
      const content = latestContent.get(item.questionId);
      return {
        ...item,
        typeLabel: content ? QUESTION_TYPE_LABELS[content.type] : "",
        stemText: content ? htmlAsWords(content.stemHtml) : item.questionId,
        options: content ? optionsOf(content, item.optionCounts) : [],
      };
    }),
  };
}
