import { Alert, Button, Group, Stack, Text } from "@mantine/core";
import { useEffect, useRef } from "react";
import { useFetcher, useRevalidator } from "react-router";
import { BANK_QUIZ_INTENTS, type BankQuizRulesView, type BankQuizView } from "../attempts/attempt-view";
import { AttemptCountdown } from "./attempt-countdown";
import { AttemptResult } from "./attempt-result";
import * as m from "./messages";
import { QuestionInput } from "./question-input";

/** What the reader's action answers to a start, save or submit (the lesson reloads with the new state). */
interface PlayerReply {
  blockId?: string;
  message?: string | null;
  fieldErrors?: Record<string, string>;
}

/**
 * A quiz drawn from the question bank (decision 0090): 'Start attempt' asks the server for this
 * learner's draw; the attempt's questions with a countdown from the server's deadline; 'Save
 * answers' and 'Submit'; then the result, with the answers and feedback the quiz's rules allow.
 */
export function BankQuizPlayer({ blockId, quiz }: { blockId: string; quiz: BankQuizView }) {
  const fetcher = useFetcher<PlayerReply>({ key: `bank-quiz-${blockId}` });
  const revalidator = useRevalidator();
  const reply = fetcher.data?.blockId === blockId ? fetcher.data : null;
  const formRef = useRef<HTMLFormElement>(null);
  const isBusy = fetcher.state !== "idle";

  // A refusal is not followed by the usual reload, yet it may have changed the attempt (time up closes it).
  const handledReply = useRef<PlayerReply | null>(null);
  useEffect(() => {
    if (fetcher.state !== "idle" || !reply?.message || handledReply.current === reply) return;
    handledReply.current = reply;
    revalidator.revalidate();
  });

  const { inProgress, latestResult, rules } = quiz;
  const message = reply?.message ? (
    <Alert color="red" variant="light" role="alert">
      {reply.message}
    </Alert>
  ) : null;

  if (inProgress?.isExpired) {
    return (
      <Stack gap="sm">
        {message}
        <Alert color="campus" variant="light" title={m.timeIsUp()} role="status">
          {m.timeRanOut()}
        </Alert>
        <fetcher.Form method="post">
          <input type="hidden" name="blockId" value={blockId} />
          <input type="hidden" name="attemptId" value={inProgress.attemptId} />
          <Button type="submit" name="intent" value={BANK_QUIZ_INTENTS.submit} loading={isBusy}>
            {m.seeYourResult()}
          </Button>
        </fetcher.Form>
      </Stack>
    );
  }

  if (inProgress) {
    const errors = reply?.fieldErrors ?? {};
    return (
      <fetcher.Form
        method="post"
        ref={formRef}
        noValidate
        aria-label={m.attemptN({ number: inProgress.attemptNumber })}
      >
        <input type="hidden" name="blockId" value={blockId} />
        <input type="hidden" name="attemptId" value={inProgress.attemptId} />
        <Stack gap="md">
          <Group justify="space-between" wrap="wrap">
            <Text size="sm" c="dimmed">
              {rules.maxAttempts !== null
                ? m.attemptOfLine({
                    number: inProgress.attemptNumber,
                    max: rules.maxAttempts,
                    passMark: rules.passMark,
                  })
                : m.attemptLine({ number: inProgress.attemptNumber, passMark: rules.passMark })}
            </Text>
            {inProgress.deadlineAt ? (
              <AttemptCountdown
                deadlineAt={inProgress.deadlineAt}
                onTimeUp={() => {
                  // Sent at once, within the server's few seconds of grace: the answers on the screen count.
                  if (formRef.current && fetcher.state === "idle") {
                    const formData = new FormData(formRef.current);
                    formData.set("intent", BANK_QUIZ_INTENTS.submit);
                    fetcher.submit(formData, { method: "post" });
                  }
                }}
              />
            ) : null}
          </Group>
          {message}
          {inProgress.questions.map((question, index) => (
            <QuestionInput
              key={question.questionId}
              question={question}
              number={index + 1}
              saved={inProgress.savedAnswers[question.questionId]}
              error={errors[question.questionId]}
            />
          ))}
          <Group>
            <Button type="submit" name="intent" value={BANK_QUIZ_INTENTS.submit} loading={isBusy}>
              {m.submit()}
            </Button>
            <Button type="submit" name="intent" value={BANK_QUIZ_INTENTS.save} variant="light" disabled={isBusy}>
              {m.saveAnswers()}
            </Button>
          </Group>
        </Stack>
      </fetcher.Form>
    );
  }

  return (
    <Stack gap="md">
      {latestResult ? <AttemptResult result={latestResult} rules={rules} /> : null}
      {message}
      <RulesNote rules={rules} attemptsUsed={quiz.attemptsUsed} />
      {quiz.cannotStartReason ? (
        <Text size="sm">{quiz.cannotStartReason}</Text>
      ) : rules.questionCount === 0 ? (
        <Text c="dimmed">{m.quizNoQuestions()}</Text>
      ) : (
        <fetcher.Form method="post">
          <input type="hidden" name="blockId" value={blockId} />
          <Button
            type="submit"
            name="intent"
            value={BANK_QUIZ_INTENTS.start}
            loading={isBusy}
            variant={latestResult ? "light" : "filled"}
          >
            {latestResult ? m.startAnotherAttempt() : m.startAttempt()}
          </Button>
        </fetcher.Form>
      )}
    </Stack>
  );
}

function RulesNote({ rules, attemptsUsed }: { rules: BankQuizRulesView; attemptsUsed: number }) {
  const parts = [
    m.questionCount({ count: rules.questionCount }),
    m.passMarkRule({ passMark: rules.passMark }),
    rules.timeLimitMinutes !== null ? m.timeLimitRule({ minutes: rules.timeLimitMinutes }) : null,
    rules.maxAttempts !== null ? m.attemptsRule({ used: attemptsUsed, max: rules.maxAttempts }) : null,
  ];
  return (
    <Text size="sm" c="dimmed">
      {parts.filter(Boolean).join(" ")}
    </Text>
  );
}
