import { Group, NumberInput, Radio, Select, Stack } from "@mantine/core";
import { useParams } from "react-router";
import { BankQuizSettingsEditor } from "~/features/assessment/components/bank-quiz-settings-editor";
import { newBankQuizSettings } from "~/features/assessment/quizzes/bank-quiz";
import { formatNumber } from "~/lib/i18n/format";
import {
  DEFAULT_QUIZ_REVIEW,
  newQuizOption,
  newQuizQuestion,
  QUIZ_REVIEW_SETTINGS,
  type QuizContent,
  type QuizQuestion,
  type QuizReview,
  type QuizSource,
} from "../block-types";
import type { BlockEditorProps } from "./editor-props";
import * as m from "./messages";
import { AddItemButton, AnswerItemRow, QuestionCard, QuestionListFrame, withItemText } from "./question-list-parts";
import { useQuestionListContent } from "./use-question-list-content";

/**
 * The quiz's pass mark and review setting, then its questions with options; exactly one option per question is the correct answer. Saved on
 * change: typing after a short pause, adding, removing and marking correct at once. Content that
 * would not be valid (an empty question) is shown with its message and not sent.
 */
export default function QuizBlockEditor({ blockId, label, content, onSave }: BlockEditorProps<QuizContent>) {
  const {
    content: quiz,
    errors,
    change,
    updateQuestion,
    flushSave,
  } = useQuestionListContent<QuizQuestion, QuizContent>("quiz", content, onSave);
  const { courseId = "" } = useParams();
  const source: QuizSource = quiz.source ?? "inline";

  const sourceSwitch = (
    <Radio.Group
      name={`quiz-source-${blockId}`}
      label={m.questions()}
      value={source}
      onChange={(value) =>
        change({ ...quiz, source: value as QuizSource, bank: quiz.bank ?? newBankQuizSettings() }, "now")
      }
    >
      <Group gap="lg" mt={6}>
        <Radio value="inline" label={m.questionsWrittenHere()} />
        <Radio value="bank" label={m.questionBank()} />
      </Group>
    </Radio.Group>
  );

  if (source === "bank") {
    const bankErrors = Object.fromEntries(
      Object.entries(errors)
        .filter(([path]) => path.startsWith("bank."))
        .map(([path, message]) => [path.slice("bank.".length), message]),
    );
    return (
      <Stack gap="md">
        {sourceSwitch}
        <BankQuizSettingsEditor
          courseId={courseId}
          label={label}
          settings={quiz.bank ?? newBankQuizSettings()}
          errors={bankErrors}
          onChange={(bank, timing) => change({ ...quiz, bank }, timing)}
          onBlur={flushSave}
        />
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      {sourceSwitch}
      <Group align="flex-start" wrap="wrap">
        <NumberInput
          style={{ flex: "0 1 200px" }}
          label={m.passMark()}
          description={m.emptyAnySubmittedAttemptPasses()}
          min={1}
          max={100}
          allowDecimal={false}
          allowNegative={false}
          value={quiz.passMark ?? ""}
          error={errors.passMark}
          onChange={(value) => change({ ...quiz, passMark: value === "" ? null : Number(value) }, "later")}
          onBlur={flushSave}
        />
        <Select
          style={{ flex: "0 1 240px" }}
          label={m.showCorrectAnswers()}
          allowDeselect={false}
          data={QUIZ_REVIEW_SETTINGS.map((value) => ({ value, label: REVIEW_LABELS[value]() }))}
          value={quiz.review ?? DEFAULT_QUIZ_REVIEW}
          error={errors.review}
          onChange={(value) => change({ ...quiz, review: (value ?? DEFAULT_QUIZ_REVIEW) as QuizReview }, "now")}
        />
      </Group>
      <QuestionListFrame
        emptyText={m.quizNoQuestionsYet()}
        questionCount={quiz.questions.length}
        onAddQuestion={() => change({ ...quiz, questions: [...quiz.questions, newQuizQuestion()] }, "now")}
      >
        {quiz.questions.map((question, questionIndex) => {
          const questionNumber = questionIndex + 1;
          const updateOptions = (options: QuizQuestion["options"], timing: "later" | "now") =>
            updateQuestion(questionIndex, { ...question, options }, timing);
          return (
            <QuestionCard
              key={question.id}
              questionNumber={questionNumber}
              blockLabel={label}
              text={question.question}
              error={errors[`questions.${questionIndex}.question`]}
              onTextChange={(text) => updateQuestion(questionIndex, { ...question, question: text }, "later")}
              onBlur={flushSave}
              onRemove={() =>
                change({ ...quiz, questions: quiz.questions.filter((_, at) => at !== questionIndex) }, "now")
              }
            >
              <Radio.Group
                name={`correct-${blockId}-${question.id}`}
                label={m.optionsForQuestion({ number: formatNumber(questionNumber) })}
                value={question.options.find((option) => option.isCorrect)?.id ?? ""}
                onChange={(optionId) =>
                  updateOptions(
                    question.options.map((option) => ({ ...option, isCorrect: option.id === optionId })),
                    "now",
                  )
                }
                error={errors[`questions.${questionIndex}.options`]}
              >
                <Stack gap={6} mt={6}>
                  {question.options.map((option, optionIndex) => {
                    const optionNumber = optionIndex + 1;
                    return (
                      <AnswerItemRow
                        key={option.id}
                        leading={
                          <Radio
                            value={option.id}
                            mb={8}
                            label={m.correct()}
                            aria-label={m.correctOptionOf({
                              option: formatNumber(optionNumber),
                              question: formatNumber(questionNumber),
                            })}
                          />
                        }
                        label={m.optionNumber({ number: formatNumber(optionNumber) })}
                        text={option.text}
                        error={errors[`questions.${questionIndex}.options.${optionIndex}.text`]}
                        onTextChange={(text) => updateOptions(withItemText(question.options, option.id, text), "later")}
                        onBlur={flushSave}
                        removeLabel={m.removeOptionOf({
                          option: formatNumber(optionNumber),
                          question: formatNumber(questionNumber),
                        })}
                        canRemove={question.options.length > 2}
                        onRemove={() => {
                          const remaining = question.options.filter((current) => current.id !== option.id);
                          // A question always keeps a correct answer: the first option takes over.
                          if (!remaining.some((current) => current.isCorrect) && remaining[0]) {
                            remaining[0] = { ...remaining[0], isCorrect: true };
                          }
                          updateOptions(remaining, "now");
                        }}
                      />
                    );
                  })}
                </Stack>
              </Radio.Group>
              <AddItemButton
                label={m.addOption()}
                ariaLabel={m.addOptionTo({ number: formatNumber(questionNumber) })}
                canAdd={question.options.length < 10}
                onAdd={() => updateOptions([...question.options, newQuizOption(question.options.length + 1)], "now")}
              />
            </QuestionCard>
          );
        })}
      </QuestionListFrame>
    </Stack>
  );
}

/** The review setting's choices (decision 0072-quiz-pass-marks). */
const REVIEW_LABELS: Record<QuizReview, () => string> = {
  "after-passing": m.reviewAfterPassing,
  always: m.reviewAlways,
  never: m.reviewNever,
};
