import { Alert, Badge, Button, Checkbox, Fieldset, Group, Radio, Stack, Text } from "@mantine/core";
import { IconCircleCheck, IconCircleX } from "@tabler/icons-react";
import { useId, useState } from "react";
import lean from "~/components/lean-layout.module.css";
import { formatNumber } from "~/lib/i18n/format";
import { AnswersForm, useBlockAnswers } from "./answers-form";
import type { ViewerBlockOf } from "./block-viewer-props";
import * as m from "./messages";
import {
  LEARNING_INTENTS,
  type PublicQuizQuestion,
  type QuizAttemptFeedback,
  type QuizRules,
  quizAnswerField,
} from "./viewer-blocks";

/**
 * A quiz the student can take. The answers go to the server, which scores them and stores the
 * attempt; the score and per-question feedback come back at once. Correct options are never in
 * the page before an attempt.
 */
export function QuizViewer({ block }: { block: ViewerBlockOf<"quiz"> }) {
  const answers = useBlockAnswers("quiz", block.id);
  const { response, errors } = answers;
  const latest = response && "feedback" in response ? response.feedback : block.lastAttempt;
  const attemptCount = response && "feedback" in response ? response.attemptCount : block.attemptCount;
  const [isRetaking, setRetaking] = useState(false);
  const [shownFeedbackAt, setShownFeedbackAt] = useState<string | null>(null);

  // A new result from the server always shows, even after 'Try again'.
  const showFeedback = latest !== null && (!isRetaking || latest.submittedAt !== shownFeedbackAt);

  if (block.content.questions.length === 0) return <Text c="dimmed">{m.quizNoQuestionsYet()}</Text>;

  if (showFeedback && latest) {
    return (
      <QuizFeedback
        questions={block.content.questions}
        rules={block.content}
        feedback={latest}
        attemptCount={attemptCount}
        onRetake={() => {
          setShownFeedbackAt(latest.submittedAt);
          setRetaking(true);
        }}
      />
    );
  }

  return (
    <AnswersForm
      answers={answers}
      intent={LEARNING_INTENTS.submitQuiz}
      blockId={block.id}
      findUnanswered={(formData) =>
        Object.fromEntries(
          block.content.questions
            .filter((question) => formData.getAll(quizAnswerField(question.id)).length === 0)
            .map((question) => [question.id, m.chooseAnswerQuestion()]),
        )
      }
      submitLabel={m.submitAnswers()}
    >
      <QuizRulesNote rules={block.content} />
      {block.content.questions.map((question, index) => (
        <QuizQuestionInput
          key={question.id}
          question={question}
          number={index + 1}
          error={errors[question.id]}
          onAnswered={() => answers.clearError(question.id)}
        />
      ))}
    </AnswersForm>
  );
}

/**
 * One question as native radio buttons or checkboxes that React does not control: a tick made while
 * the lesson is still loading (before the page's script has hydrated it) is the browser's own state,
 * which hydration keeps and the form sends, with or without the script.
 */
function QuizQuestionInput({
  question,
  number,
  error,
  onAnswered,
}: {
  question: PublicQuizQuestion;
  number: number;
  error?: string;
  onAnswered: () => void;
}) {
  const name = quizAnswerField(question.id);
  const errorId = useId();
  const descriptionId = useId();
  const Choice = question.allowsSeveralAnswers ? Checkbox : Radio;
  return (
    <Fieldset
      variant="unstyled"
      legend={`${number}. ${question.question}`}
      role={question.allowsSeveralAnswers ? "group" : "radiogroup"}
      aria-describedby={
        [question.allowsSeveralAnswers ? descriptionId : null, error ? errorId : null].filter(Boolean).join(" ") ||
        undefined
      }
      aria-invalid={error ? true : undefined}
      onChange={onAnswered}
      data-quiz-question={question.id}
    >
      {question.allowsSeveralAnswers ? (
        <Text id={descriptionId} size="sm" c="dimmed">
          {m.chooseEveryCorrectAnswer()}
        </Text>
      ) : null}
      <div className={lean.options}>
        {question.options.map((option) => (
          <Choice key={option.id} name={name} value={option.id} label={option.text} />
        ))}
      </div>
      {error ? (
        <Text id={errorId} size="sm" c="red.8" mt={4}>
          {error}
        </Text>
      ) : null}
    </Fieldset>
  );
}

function QuizRulesNote({ rules }: { rules: QuizRules }) {
  const passMark = rules.passMark === null ? null : m.passMarkNote({ percent: `${formatNumber(rules.passMark)}%` });
  const review =
    rules.review === "never"
      ? m.correctAnswersNotShown()
      : rules.review === "after-passing"
        ? m.correctAnswersShownOnceYou()
        : null;
  const note = [passMark, review].filter(Boolean).join(" ");
  return note ? <p className={`${lean.textSm} ${lean.dimmed}`}>{note}</p> : null;
}

/** Why the correct answers are not shown after this attempt. */
function withheldAnswersNote(rules: QuizRules): string {
  return rules.review === "never" ? m.quizDoesNotShowCorrect() : m.correctAnswersShownOnceYou();
}

function QuizFeedback({
  questions,
  rules,
  feedback,
  attemptCount,
  onRetake,
}: {
  questions: PublicQuizQuestion[];
  rules: QuizRules;
  feedback: QuizAttemptFeedback;
  attemptCount: number;
  onRetake: () => void;
}) {
  const byQuestion = new Map(feedback.questions.map((entry) => [entry.questionId, entry]));
  const allCorrect = feedback.score === feedback.maxScore;
  const passNote =
    rules.passMark === null
      ? null
      : feedback.passed
        ? m.youPassedQuiz()
        : m.notPassedYet({ percent: `${formatNumber(rules.passMark)}%` });
  return (
    <Stack gap="md">
      <Alert color={allCorrect ? "teal" : "campus"} variant="light" title={m.yourResult()} role="status">
        <Text fw={600}>
          {m.youScored({ score: formatNumber(feedback.score), max: formatNumber(feedback.maxScore) })}
        </Text>
        {passNote ? <Text size="sm">{passNote}</Text> : null}
        {feedback.answersShown ? null : <Text size="sm">{withheldAnswersNote(rules)}</Text>}
        <Text size="sm">
          {attemptCount === 1 ? m.firstAttempt() : m.attemptsMade({ count: formatNumber(attemptCount) })}
        </Text>
      </Alert>
      {questions.map((question, index) => {
        const result = byQuestion.get(question.id);
        const chosen = new Set(result?.selectedOptionIds ?? []);
        const correct = new Set(result?.correctOptionIds ?? []);
        return (
          <Fieldset key={question.id} legend={`${index + 1}. ${question.question}`} variant="unstyled">
            {result?.isCorrect === true ? (
              <Group gap={6} mb={6}>
                <Badge color="teal" leftSection={<IconCircleCheck size={14} aria-hidden="true" />}>
                  {m.correct()}
                </Badge>
              </Group>
            ) : result?.isCorrect === false ? (
              <Group gap={6} mb={6}>
                <Badge color="red" leftSection={<IconCircleX size={14} aria-hidden="true" />}>
                  {m.incorrect()}
                </Badge>
              </Group>
            ) : null}
            <Stack gap={2} component="ul" style={{ listStyle: "none", paddingLeft: 0, margin: 0 }}>
              {question.options.map((option) => (
                <Text component="li" key={option.id} size="sm" fw={correct.has(option.id) ? 700 : 400}>
                  {chosen.has(option.id) ? `${m.yourAnswerPrefix()} ` : ""}
                  {option.text}
                  {correct.has(option.id) ? ` ${m.correctAnswerSuffix()}` : ""}
                </Text>
              ))}
            </Stack>
          </Fieldset>
        );
      })}
      <Group>
        <Button variant="light" onClick={onRetake}>
          {m.tryAgain()}
        </Button>
      </Group>
    </Stack>
  );
}
