import { Alert, Button, Group, Radio, Stack, Text, Textarea } from "@mantine/core";
import { useState } from "react";
import { useFetcher } from "react-router";
import type { ViewerBlockOf } from "./block-viewer-props";
import { LEARNING_INTENTS, type LearningActionData, MAX_SURVEY_TEXT_ANSWER, surveyAnswerField } from "./viewer-blocks";

/** Survey questions with no right answer; the answers are stored once per student and can be changed. */
export function SurveyViewer({ block }: { block: ViewerBlockOf<"survey"> }) {
  const fetcher = useFetcher<LearningActionData>({ key: `survey-${block.id}` });
  const response = fetcher.data && "blockId" in fetcher.data && fetcher.data.blockId === block.id ? fetcher.data : null;
  const savedAnswers = response && "savedAnswers" in response ? response.savedAnswers : block.savedAnswers;
  const justSaved = response !== null && "savedAnswers" in response;
  const serverErrors = response && "fieldErrors" in response ? response.fieldErrors : {};
  const [clientErrors, setClientErrors] = useState<Record<string, string>>({});
  const errors = { ...serverErrors, ...clientErrors };

  if (block.content.questions.length === 0) return <Text c="dimmed">This survey has no questions yet.</Text>;

  return (
    <fetcher.Form
      method="post"
      noValidate
      onSubmit={(event) => {
        const formData = new FormData(event.currentTarget);
        const missing: Record<string, string> = {};
        for (const question of block.content.questions) {
          const value = String(formData.get(surveyAnswerField(question.id)) ?? "").trim();
          if (!value) {
            missing[question.id] =
              question.kind === "choice" ? "Choose one of the answers." : "Write an answer to this question.";
          }
        }
        setClientErrors(missing);
        if (Object.keys(missing).length > 0) event.preventDefault();
      }}
    >
      <input type="hidden" name="intent" value={LEARNING_INTENTS.saveSurvey} />
      <input type="hidden" name="blockId" value={block.id} />
      <Stack gap="md">
        {block.content.questions.map((question, index) => {
          const label = `${index + 1}. ${question.question}`;
          const name = surveyAnswerField(question.id);
          const clear = () =>
            setClientErrors((current) => {
              const { [question.id]: _answered, ...rest } = current;
              return rest;
            });
          if (question.kind === "choice") {
            return (
              <Radio.Group
                key={question.id}
                label={label}
                name={name}
                defaultValue={savedAnswers?.[question.id]}
                error={errors[question.id]}
                onChange={clear}
              >
                <Stack gap={6} mt="xs">
                  {question.choices.map((choice) => (
                    <Radio key={choice.id} value={choice.id} label={choice.text} />
                  ))}
                </Stack>
              </Radio.Group>
            );
          }
          return (
            <Textarea
              key={question.id}
              label={label}
              name={name}
              autosize
              minRows={3}
              maxLength={MAX_SURVEY_TEXT_ANSWER}
              defaultValue={savedAnswers?.[question.id] ?? ""}
              error={errors[question.id]}
              onChange={clear}
            />
          );
        })}
        {justSaved ? (
          <Alert color="teal" variant="light" role="status" title="Thank you">
            Your answers have been saved.
          </Alert>
        ) : savedAnswers ? (
          <Text size="sm" c="dimmed">
            You have answered this survey. You can change your answers and submit them again.
          </Text>
        ) : null}
        <Group>
          <Button type="submit" loading={fetcher.state !== "idle"}>
            {savedAnswers ? "Update answers" : "Submit answers"}
          </Button>
        </Group>
      </Stack>
    </fetcher.Form>
  );
}
