import { ActionIcon, Button, Group, Paper, SegmentedControl, Stack, Text, TextInput } from "@mantine/core";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { useId } from "react";
import {
  newSurveyChoice,
  newSurveyQuestion,
  type SurveyContent,
  type SurveyQuestion,
  type SurveyQuestionKind,
} from "../block-types";
import type { BlockEditorProps } from "./editor-props";
import { useQuestionListContent } from "./use-question-list-content";

/** Survey questions answered by choosing or by free text; there is no correct answer. */
export default function SurveyBlockEditor({ label, content, onSave }: BlockEditorProps<SurveyContent>) {
  const {
    content: survey,
    errors,
    change,
    updateQuestion,
    flushSave,
  } = useQuestionListContent<SurveyQuestion, SurveyContent>("survey", content, onSave);

  return (
    <Stack gap="md">
      {survey.questions.length === 0 ? <Text c="dimmed">This survey has no questions yet.</Text> : null}
      {survey.questions.map((question, questionIndex) => (
        <SurveyQuestionEditor
          key={question.id}
          question={question}
          questionNumber={questionIndex + 1}
          surveyLabel={label}
          errorFor={(path) => errors[`questions.${questionIndex}${path}`]}
          onChange={(next, timing) => updateQuestion(questionIndex, next, timing)}
          onRemove={() => change({ questions: survey.questions.filter((_, at) => at !== questionIndex) }, "now")}
          onBlur={flushSave}
        />
      ))}
      <Group>
        <Button
          variant="default"
          leftSection={<IconPlus size={16} aria-hidden="true" />}
          onClick={() => change({ questions: [...survey.questions, newSurveyQuestion()] }, "now")}
        >
          Add question
        </Button>
      </Group>
    </Stack>
  );
}

interface SurveyQuestionEditorProps {
  question: SurveyQuestion;
  questionNumber: number;
  surveyLabel: string;
  errorFor: (path: string) => string | undefined;
  onChange: (question: SurveyQuestion, timing: "later" | "now") => void;
  onRemove: () => void;
  onBlur: () => void;
}

function SurveyQuestionEditor({
  question,
  questionNumber,
  surveyLabel,
  errorFor,
  onChange,
  onRemove,
  onBlur,
}: SurveyQuestionEditorProps) {
  const kindLabelId = useId();
  const changeKind = (kind: SurveyQuestionKind) =>
    onChange(
      {
        ...question,
        kind,
        choices:
          kind === "choice" && question.choices.length < 2
            ? [newSurveyChoice(1), newSurveyChoice(2)]
            : question.choices,
      },
      "now",
    );
  return (
    <Paper withBorder p="sm" radius="sm">
      <Stack gap="xs">
        <Group align="flex-end" wrap="wrap">
          <TextInput
            style={{ flex: "1 1 240px" }}
            label={`Question ${questionNumber}`}
            value={question.question}
            error={errorFor(".question")}
            onChange={(event) => onChange({ ...question, question: event.currentTarget.value }, "later")}
            onBlur={onBlur}
          />
          <Button
            variant="subtle"
            color="red.9"
            c="red.9"
            leftSection={<IconTrash size={14} aria-hidden="true" />}
            aria-label={`Remove question ${questionNumber} of ${surveyLabel}`}
            onClick={onRemove}
          >
            Remove question
          </Button>
        </Group>
        <Stack gap={4}>
          <Text id={kindLabelId} size="sm" fw={500}>
            Answered by
          </Text>
          <SegmentedControl
            aria-labelledby={kindLabelId}
            value={question.kind}
            onChange={(value) => changeKind(value as SurveyQuestionKind)}
            data={[
              { value: "choice", label: "Choosing" },
              { value: "text", label: "Free text" },
            ]}
            style={{ alignSelf: "flex-start" }}
          />
        </Stack>
        {question.kind === "choice" ? (
          <Stack gap={6}>
            {question.choices.map((choice, choiceIndex) => (
              <Group key={choice.id} gap="xs" wrap="nowrap" align="flex-end">
                <TextInput
                  style={{ flex: 1 }}
                  label={`Choice ${choiceIndex + 1}`}
                  value={choice.text}
                  error={errorFor(`.choices.${choiceIndex}.text`)}
                  onChange={(event) => {
                    const text = event.currentTarget.value;
                    onChange(
                      {
                        ...question,
                        choices: question.choices.map((current) =>
                          current.id === choice.id ? { ...current, text } : current,
                        ),
                      },
                      "later",
                    );
                  }}
                  onBlur={onBlur}
                />
                <ActionIcon
                  variant="subtle"
                  color="red.9"
                  c="red.9"
                  mb={6}
                  disabled={question.choices.length <= 2}
                  aria-label={`Remove choice ${choiceIndex + 1} of question ${questionNumber}`}
                  onClick={() =>
                    onChange(
                      { ...question, choices: question.choices.filter((current) => current.id !== choice.id) },
                      "now",
                    )
                  }
                >
                  <IconTrash size={14} aria-hidden="true" />
                </ActionIcon>
              </Group>
            ))}
            {errorFor(".choices") ? (
              <Text size="sm" c="red.9">
                {errorFor(".choices")}
              </Text>
            ) : null}
            <Group>
              <Button
                variant="light"
                size="xs"
                leftSection={<IconPlus size={14} aria-hidden="true" />}
                disabled={question.choices.length >= 20}
                aria-label={`Add choice to question ${questionNumber}`}
                onClick={() =>
                  onChange(
                    { ...question, choices: [...question.choices, newSurveyChoice(question.choices.length + 1)] },
                    "now",
                  )
                }
              >
                Add choice
              </Button>
            </Group>
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            Students answer in their own words.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
