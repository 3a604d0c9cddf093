import { ActionIcon, Button, Group, Paper, Radio, Stack, Text, TextInput } from "@mantine/core";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { newQuizOption, newQuizQuestion, type QuizContent, type QuizQuestion } from "../block-types";
import type { BlockEditorProps } from "./editor-props";
import { useQuestionListContent } from "./use-question-list-content";

/**
 * Quiz questions with options; exactly one option per question is the correct answer. Saved on
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

  return (
    <Stack gap="md">
      {quiz.questions.length === 0 ? <Text c="dimmed">This quiz has no questions yet.</Text> : null}
      {quiz.questions.map((question, questionIndex) => {
        const questionNumber = questionIndex + 1;
        return (
          <Paper key={question.id} withBorder p="sm" radius="sm">
            <Stack gap="xs">
              <Group align="flex-end" wrap="wrap">
                <TextInput
                  style={{ flex: "1 1 240px" }}
                  label={`Question ${questionNumber}`}
                  value={question.question}
                  error={errors[`questions.${questionIndex}.question`]}
                  onChange={(event) =>
                    updateQuestion(questionIndex, { ...question, question: event.currentTarget.value }, "later")
                  }
                  onBlur={flushSave}
                />
                <Button
                  variant="subtle"
                  color="red.9"
                  c="red.9"
                  leftSection={<IconTrash size={14} aria-hidden="true" />}
                  aria-label={`Remove question ${questionNumber} of ${label}`}
                  onClick={() => change({ questions: quiz.questions.filter((_, at) => at !== questionIndex) }, "now")}
                >
                  Remove question
                </Button>
              </Group>
              <Radio.Group
                name={`correct-${blockId}-${question.id}`}
                label={`Options (choose the correct answer to question ${questionNumber})`}
                value={question.options.find((option) => option.isCorrect)?.id ?? ""}
                onChange={(optionId) =>
                  updateQuestion(
                    questionIndex,
                    {
                      ...question,
                      options: question.options.map((option) => ({ ...option, isCorrect: option.id === optionId })),
                    },
                    "now",
                  )
                }
                error={errors[`questions.${questionIndex}.options`]}
              >
                <Stack gap={6} mt={6}>
                  {question.options.map((option, optionIndex) => {
                    const optionNumber = optionIndex + 1;
                    return (
                      <Group key={option.id} gap="xs" wrap="nowrap" align="flex-end">
                        <Radio
                          value={option.id}
                          mb={8}
                          label="Correct"
                          aria-label={`Correct: option ${optionNumber} of question ${questionNumber}`}
                        />
                        <TextInput
                          style={{ flex: 1 }}
                          label={`Option ${optionNumber}`}
                          value={option.text}
                          error={errors[`questions.${questionIndex}.options.${optionIndex}.text`]}
                          onChange={(event) => {
                            const text = event.currentTarget.value;
                            updateQuestion(
                              questionIndex,
                              {
                                ...question,
                                options: question.options.map((current) =>
                                  current.id === option.id ? { ...current, text } : current,
                                ),
                              },
                              "later",
                            );
                          }}
                          onBlur={flushSave}
                        />
                        <ActionIcon
                          variant="subtle"
                          color="red.9"
                          c="red.9"
                          mb={6}
                          disabled={question.options.length <= 2}
                          aria-label={`Remove option ${optionNumber} of question ${questionNumber}`}
                          onClick={() => {
                            const remaining = question.options.filter((current) => current.id !== option.id);
                            // A question always keeps a correct answer: the first option takes over.
                            if (!remaining.some((current) => current.isCorrect) && remaining[0]) {
                              remaining[0] = { ...remaining[0], isCorrect: true };
                            }
                            updateQuestion(questionIndex, { ...question, options: remaining }, "now");
                          }}
                        >
                          <IconTrash size={14} aria-hidden="true" />
                        </ActionIcon>
                      </Group>
                    );
                  })}
                </Stack>
              </Radio.Group>
              <Group>
                <Button
                  variant="light"
                  size="xs"
                  leftSection={<IconPlus size={14} aria-hidden="true" />}
                  disabled={question.options.length >= 10}
                  aria-label={`Add option to question ${questionNumber}`}
                  onClick={() =>
                    updateQuestion(
                      questionIndex,
                      { ...question, options: [...question.options, newQuizOption(question.options.length + 1)] },
                      "now",
                    )
                  }
                >
                  Add option
                </Button>
              </Group>
            </Stack>
          </Paper>
        );
      })}
      <Group>
        <Button
          variant="default"
          leftSection={<IconPlus size={16} aria-hidden="true" />}
          onClick={() => change({ questions: [...quiz.questions, newQuizQuestion()] }, "now")}
        >
          Add question
        </Button>
      </Group>
    </Stack>
  );
}
