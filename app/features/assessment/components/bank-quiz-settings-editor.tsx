import { ActionIcon, Checkbox, Group, NumberInput, Paper, Select, Stack, Text, Title } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { QUESTION_TYPE_LABELS, type QuestionType } from "../questions/question-types";
import type { PickerCategory, PickerQuestion } from "../quizzes/bank-picker.server";
import { BANK_QUIZ_REVIEW_SETTINGS, type BankQuizReview, type BankQuizSettings } from "../quizzes/bank-quiz";
import * as m from "./messages";

const REVIEW_LABELS: Record<BankQuizReview, () => string> = {
  "after-passing": m.reviewAfterPassing,
  always: m.reviewAlways,
  never: m.reviewNever,
};

interface BankQuizSettingsEditorProps {
  courseId: string;
  /** Names the block for screen readers, e.g. "Quiz 2". */
  label: string;
  settings: BankQuizSettings;
  /** The messages of the block's schema, by path inside the settings ("passMark", "draws.0.count"). */
  errors: Record<string, string>;
  onChange: (settings: BankQuizSettings, timing: "later" | "now") => void;
  onBlur: () => void;
}

/**
 * The settings of a quiz drawn from the question bank (decision 0090): the fixed questions, the
 * number drawn at random from each category (the course's bank and the shared bank), shuffling,
 * the time limit, the number of attempts, the pass mark and when the answers are shown.
 */
export function BankQuizSettingsEditor({
  courseId,
  label,
  settings,
  errors,
  onChange,
  onBlur,
}: BankQuizSettingsEditorProps) {
  const bank = useFetcher<{ categories: PickerCategory[]; chosen: PickerQuestion[] }>();
  const categoryQuestions = useFetcher<{ questions: PickerQuestion[] }>();
  const [browsedCategory, setBrowsedCategory] = useState<string | null>(null);
  const base = `/api/courses/${encodeURIComponent(courseId)}/question-bank`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: loaded once; the chosen questions' names come with it.
  useEffect(() => {
    bank.load(`${base}?ids=${encodeURIComponent(settings.fixedQuestionIds.join(","))}`);
  }, []);
  const categories = bank.data?.categories ?? [];
  const known = new Map<string, PickerQuestion>();
  for (const question of [...(bank.data?.chosen ?? []), ...(categoryQuestions.data?.questions ?? [])]) {
    known.set(question.id, question);
  }
  const categoryName = (id: string) => {
    const category = categories.find((candidate) => candidate.id === id);
    if (category) return category.isShared ? m.sharedCategory({ name: category.name }) : category.name;
    return bank.data ? m.categoryGone() : m.categoryLoading();
  };
  const set = (changes: Partial<BankQuizSettings>, timing: "later" | "now" = "now") =>
    onChange({ ...settings, ...changes }, timing);
  const wholeOrNull = (value: string | number) => (value === "" ? null : Number(value));

  return (
    <Stack gap="md">
      <Paper withBorder p="sm" radius="md">
        <Title order={3} size="h6" mb="xs">
          {m.fixedQuestions()}
        </Title>
        {settings.fixedQuestionIds.length === 0 ? (
          <Text size="sm" c="dimmed">
            {m.noFixedQuestions()}
          </Text>
        ) : (
          <Stack gap={4} component="ol" style={{ paddingLeft: 20, margin: 0 }}>
            {settings.fixedQuestionIds.map((id) => {
              const question = known.get(id);
              const title = question?.title ?? (bank.state === "idle" ? m.questionGone() : m.loading());
              return (
                <li key={id}>
                  <Group gap="xs" wrap="nowrap">
                    <Text size="sm" style={{ flex: 1 }}>
                      {title}
                      {question ? ` (${QUESTION_TYPE_LABELS[question.type as QuestionType] ?? question.type})` : ""}
                    </Text>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={m.removeFixedQuestion({ title, quiz: label })}
                      onClick={() =>
                        set({ fixedQuestionIds: settings.fixedQuestionIds.filter((other) => other !== id) })
                      }
                    >
                      <IconTrash size={16} aria-hidden="true" />
                    </ActionIcon>
                  </Group>
                </li>
              );
            })}
          </Stack>
        )}
        <Group align="flex-end" mt="xs" wrap="wrap">
          <Select
            style={{ flex: "1 1 200px" }}
            label={m.browseCategory()}
            placeholder={m.chooseCategory()}
            data={categories.map((category) => ({
              value: category.id,
              label: m.categoryWithCount({ name: categoryName(category.id), count: category.questionCount }),
            }))}
            value={browsedCategory}
            onChange={(value) => {
              setBrowsedCategory(value);
              if (value) categoryQuestions.load(`${base}?categoryId=${encodeURIComponent(value)}`);
            }}
          />
          <Select
            style={{ flex: "2 1 240px" }}
            label={m.addFixedQuestion()}
            placeholder={browsedCategory ? m.chooseQuestion() : m.chooseCategoryFirst()}
            searchable
            disabled={!browsedCategory}
            value={null}
            data={(categoryQuestions.data?.questions ?? [])
              .filter((question) => !settings.fixedQuestionIds.includes(question.id))
              .map((question) => ({ value: question.id, label: question.title }))}
            onChange={(value) => {
              if (value) set({ fixedQuestionIds: [...settings.fixedQuestionIds, value] });
            }}
            error={errors.fixedQuestionIds}
          />
        </Group>
      </Paper>

      <Paper withBorder p="sm" radius="md">
        <Title order={3} size="h6" mb="xs">
          {m.drawnAtRandom()}
        </Title>
        <Stack gap="xs">
          {settings.draws.map((draw, index) => (
            <Group key={draw.categoryId} align="flex-end" wrap="nowrap">
              <NumberInput
                style={{ flex: 1 }}
                label={m.questionsDrawnFrom({ category: categoryName(draw.categoryId) })}
                description={(() => {
                  const count = categories.find((category) => category.id === draw.categoryId)?.questionCount;
                  return count === undefined ? undefined : m.categoryHolds({ count });
                })()}
                min={1}
                max={100}
                allowDecimal={false}
                allowNegative={false}
                value={draw.count}
                error={errors[`draws.${index}.count`]}
                onChange={(value) =>
                  set(
                    {
                      draws: settings.draws.map((other, at) =>
                        at === index ? { ...other, count: Number(value) || 0 } : other,
                      ),
                    },
                    "later",
                  )
                }
                onBlur={onBlur}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                mb={6}
                aria-label={m.stopDrawing({ category: categoryName(draw.categoryId), quiz: label })}
                onClick={() => set({ draws: settings.draws.filter((_, at) => at !== index) })}
              >
                <IconTrash size={16} aria-hidden="true" />
              </ActionIcon>
            </Group>
          ))}
          <Select
            label={m.drawFromCategory()}
            placeholder={m.chooseCategory()}
            value={null}
            data={categories
              .filter((category) => !settings.draws.some((draw) => draw.categoryId === category.id))
              .map((category) => ({
                value: category.id,
                label: m.categoryQuestionCount({ name: categoryName(category.id), count: category.questionCount }),
              }))}
            onChange={(value) => {
              if (value) set({ draws: [...settings.draws, { categoryId: value, count: 1 }] });
            }}
            error={errors.draws}
          />
        </Stack>
      </Paper>

      <Group gap="lg">
        <Checkbox
          label={m.shuffleQuestions()}
          checked={settings.shuffleQuestions}
          onChange={(event) => set({ shuffleQuestions: event.currentTarget.checked })}
        />
        <Checkbox
          label={m.shuffleOptions()}
          checked={settings.shuffleOptions}
          onChange={(event) => set({ shuffleOptions: event.currentTarget.checked })}
        />
      </Group>

      <Group align="flex-start" wrap="wrap">
        <NumberInput
          style={{ flex: "0 1 200px" }}
          label={m.timeLimitMinutes()}
          description={m.noTimeLimit()}
          min={1}
          max={600}
          allowDecimal={false}
          allowNegative={false}
          value={settings.timeLimitMinutes ?? ""}
          error={errors.timeLimitMinutes}
          onChange={(value) => set({ timeLimitMinutes: wholeOrNull(value) }, "later")}
          onBlur={onBlur}
        />
        <NumberInput
          style={{ flex: "0 1 200px" }}
          label={m.numberOfAttempts()}
          description={m.unlimited()}
          min={1}
          max={100}
          allowDecimal={false}
          allowNegative={false}
          value={settings.maxAttempts ?? ""}
          error={errors.maxAttempts}
          onChange={(value) => set({ maxAttempts: wholeOrNull(value) }, "later")}
          onBlur={onBlur}
        />
        <NumberInput
          style={{ flex: "0 1 200px" }}
          label={m.passMarkPercent()}
          min={1}
          max={100}
          allowDecimal={false}
          allowNegative={false}
          value={settings.passMark}
          error={errors.passMark}
          onChange={(value) => set({ passMark: value === "" ? 0 : Number(value) }, "later")}
          onBlur={onBlur}
        />
        <Select
          style={{ flex: "0 1 240px" }}
          label={m.showCorrectAnswers()}
          allowDeselect={false}
          data={BANK_QUIZ_REVIEW_SETTINGS.map((value) => ({ value, label: REVIEW_LABELS[value]() }))}
          value={settings.review}
          error={errors.review}
          onChange={(value) => set({ review: (value ?? "after-passing") as BankQuizReview })}
        />
      </Group>
    </Stack>
  );
}
