import {
  Anchor,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  Paper,
  Radio,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { StaleSaveNotice } from "~/components/stale-save-notice";
import type { FormReply } from "~/lib/action-reply";
import { SAVE_QUESTION_INTENT } from "../questions/bank.schema";
import {
  QUESTION_TYPE_LABELS,
  QUESTION_TYPES,
  type QuestionContent,
  type QuestionContentOf,
  type QuestionType,
} from "../questions/question-types";
import * as m from "./messages";
import { ChoiceOptions, MatchingPairs, OrderingItems, type RichTextFieldComponent } from "./question-editor-parts";

interface EditorProps {
  question: {
    id: string;
    categoryId: string;
    title: string;
    type: QuestionType;
    content: QuestionContent;
    tags: string[];
    isArchived: boolean;
    version: number;
  } | null;
  categories: Array<{ id: string; name: string }>;
  preselectedCategoryId: string;
  reply?: FormReply;
  bankPath: string;
  RichTextField: RichTextFieldComponent;
}

/** A question of either bank, any of the nine types, with its points, tags, category and feedback. */
export function QuestionEditor({
  question,
  categories,
  preselectedCategoryId,
  reply,
  bankPath,
  RichTextField,
}: EditorProps) {
  const content = question?.content;
  const [type, setType] = useState<QuestionType>(question?.type ?? "single");
  const navigation = useNavigation();
  const errors = reply && !reply.ok ? reply.fieldErrors : {};
  const refused = reply && !reply.ok ? reply : null;
  const of = <Type extends QuestionType>(wanted: Type) =>
    content?.type === wanted ? (content as QuestionContentOf<Type>) : undefined;
  const heading = question ? m.editQuestion() : m.newQuestion();
  return (
    <Stack gap="lg" maw={880}>
      <Anchor component={Link} to={bankPath} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden="true" />
          {m.backToBank()}
        </Group>
      </Anchor>
      <Title order={1}>{heading}</Title>
      {question?.isArchived ? <Text c="orange.9">{m.questionArchived()}</Text> : null}
      {refused?.formError && refused.isStale ? (
        <StaleSaveNotice message={refused.formError} reloadTo={`${bankPath}/${question?.id ?? "new"}`} />
      ) : refused?.formError ? (
        <Text c="red.9" role="alert">
          {refused.formError}
        </Text>
      ) : null}
      <Form method="post" noValidate>
        <input type="hidden" name="intent" value={SAVE_QUESTION_INTENT} />
        <input type="hidden" name="version" value={question?.version ?? 0} />
        <Stack gap="md">
          <Group gap="sm" align="flex-start" wrap="wrap">
            <NativeSelect
              label={m.type()}
              name="type"
              value={type}
              onChange={(event) => setType(event.currentTarget.value as QuestionType)}
              data={QUESTION_TYPES.map((value) => ({ value, label: QUESTION_TYPE_LABELS[value] }))}
              style={{ flex: "1 1 180px" }}
            />
            <NativeSelect
              label={m.category()}
              name="categoryId"
              required
              defaultValue={question?.categoryId ?? preselectedCategoryId}
              error={errors.categoryId}
              data={[
                { value: "", label: m.chooseCategory() },
                ...categories.map((category) => ({ value: category.id, label: category.name })),
              ]}
              style={{ flex: "1 1 200px" }}
            />
            <TextInput
              label={m.points()}
              name="points"
              type="number"
              min={1}
              max={100}
              required
              defaultValue={content?.points ?? 1}
              error={errors.points}
              style={{ flex: "0 1 110px" }}
            />
          </Group>
          <TextInput
            label={m.title()}
            description={m.titleHelp()}
            name="title"
            maxLength={200}
            defaultValue={question?.title ?? ""}
            error={errors.title}
          />
          <TextInput
            label={m.tags()}
            description={m.tagsHelp()}
            name="tags"
            defaultValue={question?.tags.join(", ") ?? ""}
            error={errors.tags}
          />
          <RichTextField
            name="stemHtml"
            label={m.question()}
            defaultValue={content?.stemHtml ?? ""}
            error={errors.stemHtml}
          />
          <Paper withBorder p="md" radius="md">
            <Stack gap="md">
              <Title order={2} size="h4">
                {QUESTION_TYPE_LABELS[type]}
              </Title>
              {type === "single" || type === "multiple" ? (
                <ChoiceOptions
                  key={type}
                  isSingle={type === "single"}
                  options={of("single")?.options ?? of("multiple")?.options}
                  errors={errors}
                  RichTextField={RichTextField}
                />
              ) : null}
              {type === "true-false" ? (
                <Radio.Group
                  name="correctAnswer"
                  label={m.theRightAnswer()}
                  defaultValue={of("true-false")?.correctAnswer === false ? "false" : "true"}
                >
                  <Group gap="md" mt={4}>
                    <Radio value="true" label={m.trueLabel()} />
                    <Radio value="false" label={m.falseLabel()} />
                  </Group>
                </Radio.Group>
              ) : null}
              {type === "matching" ? (
                <MatchingPairs pairs={of("matching")?.pairs} errors={errors} RichTextField={RichTextField} />
              ) : null}
              {type === "ordering" ? (
                <OrderingItems items={of("ordering")?.items} errors={errors} RichTextField={RichTextField} />
              ) : null}
              {type === "short-answer" ? (
                <>
                  <Textarea
                    label={m.acceptedAnswers()}
                    description={m.acceptedAnswersHelp()}
                    name="acceptedAnswers"
                    autosize
                    minRows={2}
                    defaultValue={of("short-answer")?.acceptedAnswers.join("\n") ?? ""}
                    error={errors.acceptedAnswers ?? errors["acceptedAnswers.0"]}
                  />
                  <Checkbox
                    name="caseSensitive"
                    label={m.capitalsCount()}
                    defaultChecked={of("short-answer")?.caseSensitive}
                  />
                </>
              ) : null}
              {type === "numeric" ? (
                <Group gap="sm" wrap="wrap">
                  <TextInput
                    label={m.correctValue()}
                    description={m.correctValueHelp()}
                    name="correctValue"
                    inputMode="decimal"
                    defaultValue={of("numeric")?.correctValue ?? ""}
                    error={errors.correctValue}
                  />
                  <TextInput
                    label={m.tolerance()}
                    description={m.toleranceHelp()}
                    name="tolerance"
                    inputMode="decimal"
                    defaultValue={of("numeric")?.tolerance ?? 0}
                    error={errors.tolerance}
                  />
                </Group>
              ) : null}
              {type === "fill-blanks" ? (
                <>
                  <Textarea
                    label={m.textWithBlanks()}
                    description={m.textWithBlanksHelp()}
                    name="text"
                    autosize
                    minRows={3}
                    defaultValue={of("fill-blanks")?.text ?? ""}
                    error={errors.text}
                  />
                  <Checkbox
                    name="caseSensitive"
                    label={m.capitalsCount()}
                    defaultChecked={of("fill-blanks")?.caseSensitive}
                  />
                </>
              ) : null}
              {type === "essay" ? (
                <>
                  <RichTextField
                    name="markingGuideHtml"
                    label={m.markingGuideMarkersOnly()}
                    defaultValue={of("essay")?.markingGuideHtml ?? ""}
                    error={errors.markingGuideHtml}
                  />
                  <TextInput
                    label={m.mostWords()}
                    description={m.noLimit()}
                    name="maxWords"
                    type="number"
                    min={1}
                    defaultValue={of("essay")?.maxWords ?? ""}
                    error={errors.maxWords}
                  />
                </>
              ) : null}
            </Stack>
          </Paper>
          <RichTextField
            name="feedbackHtml"
            label={m.feedbackAfterAttempt()}
            defaultValue={content?.feedbackHtml ?? ""}
            error={errors.feedbackHtml}
          />
          <Group>
            <Button type="submit" loading={navigation.state === "submitting"}>
              {m.saveQuestion()}
            </Button>
            <Button component={Link} to={bankPath} variant="default">
              {m.cancel()}
            </Button>
          </Group>
        </Stack>
      </Form>
    </Stack>
  );
}
