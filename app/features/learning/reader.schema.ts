import { z } from "zod";
import { ANSWER_FIELD_PREFIX, BANK_QUIZ_INTENTS } from "~/features/assessment/attempts/attempt-view";
import type { QuizAnswers } from "~/features/content-blocks/answers/quiz-attempts.server";
import type { SurveyAnswers } from "~/features/content-blocks/answers/survey-responses.server";
import { LEARNING_INTENTS, quizAnswerField, surveyAnswerField } from "~/features/content-blocks/viewers/viewer-blocks";
import * as m from "./messages";

/**
 * What the course reader posts (decision 0081): enrol, complete a lesson, submit a quiz, save a
 * survey. The route parses the form with this once; a quiz's or survey's answers arrive as they
 * were sent, by question id, and are checked against the stored block by the feature (only it
 * knows the questions and their options).
 */

type Posted = string | string[] | undefined;

/** A field's value as FormData.get gives it: the first when the name repeats, "" when absent. */
const firstOf = (value: Posted) => (Array.isArray(value) ? (value[0] ?? "") : (value ?? ""));

/** Every posted field named `<prefix><question id>`, by question id. */
function byQuestion<Answer>(fields: Record<string, unknown>, prefix: string, read: (value: Posted) => Answer) {
  const answers: Record<string, Answer> = {};
  for (const [name, value] of Object.entries(fields)) {
    if (name.startsWith(prefix) && name.length > prefix.length) {
      answers[name.slice(prefix.length)] = read(value as Posted);
    }
  }
  return answers;
}

const QUIZ_FIELD_PREFIX = quizAnswerField("");
const SURVEY_FIELD_PREFIX = surveyAnswerField("");

// A block id that is missing or repeated reads as FormData.get did; a block that is not there is the feature's 404.
const blockIdField = z.preprocess((value) => firstOf(value as Posted), z.string());

/** A bank quiz's answers (decision 0090): every `bq:` field with all its values, checked by assessment. */
const bankQuizAnswers = (intent: typeof BANK_QUIZ_INTENTS.save | typeof BANK_QUIZ_INTENTS.submit) =>
  z
    .looseObject({ intent: z.literal(intent), blockId: blockIdField, attemptId: blockIdField })
    .transform(({ intent, blockId, attemptId, ...fields }) => ({
      intent,
      blockId,
      attemptId,
      fields: byQuestion(fields, ANSWER_FIELD_PREFIX, (value) =>
        Array.isArray(value) ? value : value !== undefined ? [value] : [],
      ),
    }));

export const readerIntentSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal(LEARNING_INTENTS.enrol) }),
    z.object({ intent: z.literal(LEARNING_INTENTS.completeLesson) }),
    z
      .looseObject({ intent: z.literal(LEARNING_INTENTS.submitQuiz), blockId: blockIdField })
      .transform(({ intent, blockId, ...fields }) => ({
        intent,
        blockId,
        // Each question's chosen options (a question with several correct answers sends several).
        answers: byQuestion(fields, QUIZ_FIELD_PREFIX, (value) =>
          Array.isArray(value) ? value : value ? [value] : [],
        ) satisfies QuizAnswers,
      })),
    z
      .looseObject({ intent: z.literal(LEARNING_INTENTS.saveSurvey), blockId: blockIdField })
      .transform(({ intent, blockId, ...fields }) => ({
        intent,
        blockId,
        answers: byQuestion(fields, SURVEY_FIELD_PREFIX, firstOf) satisfies SurveyAnswers,
      })),
    z.object({ intent: z.literal(BANK_QUIZ_INTENTS.start), blockId: blockIdField }),
    bankQuizAnswers(BANK_QUIZ_INTENTS.save),
    bankQuizAnswers(BANK_QUIZ_INTENTS.submit),
  ],
  { error: () => m.unknownAction() },
);
