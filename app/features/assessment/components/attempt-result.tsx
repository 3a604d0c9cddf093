import { Alert, Badge, Group, Stack, Text } from "@mantine/core";
import { IconCircleCheck, IconCircleX } from "@tabler/icons-react";
import type { CorrectAnswer, PublicAttemptQuestion } from "../attempts/attempt-questions";
import type { AttemptResultView, BankQuizRulesView, QuestionResultView } from "../attempts/attempt-view";
import type { QuestionAnswer } from "../questions/question-types";
import * as m from "./messages";
import { RichHtml, textOf } from "./rich-html";

/** A submitted attempt: the score and pass, then each question with what the rules allow to show. */
export function AttemptResult({ result, rules }: { result: AttemptResultView; rules: BankQuizRulesView }) {
  const heading = result.status === "awaiting-marking" ? m.submittedWaiting() : m.yourResult();
  return (
    <Stack gap="md">
      <Alert color={result.passed ? "teal" : "campus"} variant="light" title={heading} role="status">
        {result.status === "awaiting-marking" ? (
          <Text size="sm">{m.assessorMarksYourAnswers()}</Text>
        ) : (
          <>
            <Text fw={600}>{m.youScored({ score: result.score ?? "", max: result.maxScore ?? "" })}</Text>
            <Text size="sm">{result.passed ? m.youPassed() : m.notPassedYet({ passMark: rules.passMark })}</Text>
          </>
        )}
        {result.answersShown ? null : (
          <Text size="sm">
            {rules.review === "never" ? m.quizDoesNotShowCorrect() : m.correctAnswersShownOnceYou()}
          </Text>
        )}
      </Alert>
      {result.questions.map((entry, index) => (
        <QuestionResult key={entry.question.questionId} entry={entry} number={index + 1} />
      ))}
    </Stack>
  );
}

function QuestionResult({ entry, number }: { entry: QuestionResultView; number: number }) {
  const { question } = entry;
  return (
    <Stack gap={4} component="section" aria-label={m.questionN({ number })}>
      <Group gap={6} align="flex-start" wrap="nowrap">
        <Text fw={600}>{number}.</Text>
        <div style={{ flex: 1, minWidth: 0 }}>
          <RichHtml html={question.stemHtml} />
        </div>
      </Group>
      <Group gap={6}>
        {entry.isCorrect === true ? (
          <Badge color="teal" leftSection={<IconCircleCheck size={14} aria-hidden="true" />}>
            {m.correct()}
          </Badge>
        ) : entry.isCorrect === false ? (
          <Badge color="red" leftSection={<IconCircleX size={14} aria-hidden="true" />}>
            {m.incorrect()}
          </Badge>
        ) : null}
        {entry.points !== null ? (
          <Text size="sm" c="dimmed">
            {m.pointsOf({ points: entry.points, max: entry.maxPoints })}
          </Text>
        ) : null}
      </Group>
      <Text size="sm">
        <strong>{m.yourAnswerLabel()}</strong> {describeAnswer(question, entry.answer)}
      </Text>
      {entry.correct ? (
        <Text size="sm">
          <strong>{m.correctAnswerLabel()}</strong> {describeCorrect(question, entry.correct)}
        </Text>
      ) : null}
      {entry.optionFeedback.map((feedback) => (
        <Text size="sm" key={feedback.optionId} component="div">
          <strong>{m.aboutYourChoice()}</strong> <RichHtml html={feedback.html} inline />
        </Text>
      ))}
      {entry.feedbackHtml ? (
        <Text size="sm" component="div">
          <strong>{m.feedbackLabel()}</strong> <RichHtml html={entry.feedbackHtml} />
        </Text>
      ) : null}
      {entry.markComment ? (
        <Text size="sm">
          <strong>{m.assessorCommentLabel()}</strong> {entry.markComment}
        </Text>
      ) : null}
    </Stack>
  );
}

function optionText(question: PublicAttemptQuestion, ids: string[]): string {
  if (question.type === "single" || question.type === "multiple") {
    return question.options
      .filter((option) => ids.includes(option.id))
      .map((option) => textOf(option.html))
      .join("; ");
  }
  if (question.type === "ordering") {
    const byId = new Map(question.items.map((item) => [item.id, textOf(item.html)]));
    return ids.map((id) => byId.get(id) ?? "").join(" → ");
  }
  return "";
}

function pairsText(question: PublicAttemptQuestion, answers: Record<string, string>): string {
  if (question.type !== "matching") return "";
  return question.prompts.map((prompt) => `${textOf(prompt.html)}: ${answers[prompt.id] ?? "—"}`).join("; ");
}

function describeAnswer(question: PublicAttemptQuestion, answer: QuestionAnswer | null): string {
  if (!answer) return m.notAnswered();
  if ("optionIds" in answer) return optionText(question, answer.optionIds);
  if ("itemIds" in answer) return optionText(question, answer.itemIds);
  if ("value" in answer) return answer.value ? m.trueLabel() : m.falseLabel();
  if ("answers" in answer) return pairsText(question, answer.answers);
  if ("blanks" in answer) return answer.blanks.map((blank) => blank || "—").join("; ");
  return answer.text;
}

function describeCorrect(question: PublicAttemptQuestion, correct: CorrectAnswer): string {
  switch (correct.type) {
    case "single":
    case "multiple":
    case "ordering":
      return optionText(question, "optionIds" in correct ? correct.optionIds : correct.itemIds);
    case "true-false":
      return correct.value ? m.trueLabel() : m.falseLabel();
    case "matching":
      return pairsText(question, correct.answers);
    case "short-answer":
      return orList(correct.accepted);
    case "numeric":
      return correct.tolerance > 0 ? `${correct.value} (± ${correct.tolerance})` : String(correct.value);
    case "fill-blanks":
      return correct.blanks.map((accepted) => orList(accepted)).join("; ");
  }
}

/** "a or b or c", each "or" in the page's language. */
function orList(items: readonly string[]): string {
  return items.length === 0 ? "" : items.reduce((first, second) => m.or({ first, second }));
}
