import { Button } from "@mantine/core";
import { type ReactNode, useState } from "react";
import { useFetcher } from "react-router";
import lean from "~/components/lean-layout.module.css";
import type { LearningActionData } from "./viewer-blocks";

type AnswerErrors = Record<string, string>;

/**
 * The quiz and survey viewers' shared state: the block's own fetcher, the server's reply for this
 * block, and the messages beside questions (the server's, and those found before sending).
 */
export function useBlockAnswers(type: "quiz" | "survey", blockId: string) {
  const fetcher = useFetcher<LearningActionData>({ key: `${type}-${blockId}` });
  const response = fetcher.data && "blockId" in fetcher.data && fetcher.data.blockId === blockId ? fetcher.data : null;
  const serverErrors = response && "fieldErrors" in response ? response.fieldErrors : {};
  const [clientErrors, setClientErrors] = useState<AnswerErrors>({});
  const clearError = (questionId: string) =>
    setClientErrors((current) => {
      const { [questionId]: _answered, ...rest } = current;
      return rest;
    });
  return { fetcher, response, errors: { ...serverErrors, ...clientErrors }, setClientErrors, clearError };
}

interface AnswersFormProps {
  answers: ReturnType<typeof useBlockAnswers>;
  intent: string;
  blockId: string;
  /** The message for each question the form about to be sent leaves unanswered. */
  findUnanswered: (formData: FormData) => AnswerErrors;
  submitLabel: string;
  children: ReactNode;
}

/** The form a student answers a quiz or survey in: nothing is sent while a question is unanswered. */
export function AnswersForm({ answers, intent, blockId, findUnanswered, submitLabel, children }: AnswersFormProps) {
  const { fetcher, setClientErrors } = answers;
  return (
    <fetcher.Form
      method="post"
      noValidate
      onSubmit={(event) => {
        const unanswered = findUnanswered(new FormData(event.currentTarget));
        setClientErrors(unanswered);
        if (Object.keys(unanswered).length > 0) event.preventDefault();
      }}
    >
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="blockId" value={blockId} />
      <div className={lean.stackMd}>
        {children}
        <div className={lean.row}>
          <Button type="submit" loading={fetcher.state !== "idle"}>
            {submitLabel}
          </Button>
        </div>
      </div>
    </fetcher.Form>
  );
}
