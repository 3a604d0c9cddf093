import { ActionIcon, Button, Group, Paper, Stack, Text, TextInput } from "@mantine/core";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import type { FocusEvent, ReactNode } from "react";
import { formatNumber } from "~/lib/i18n/format";
import { isStarterText } from "../block-types";
import * as m from "./messages";

/**
 * The pieces the quiz and survey editors share: the list of questions with its "Add question"
 * button, a question's text with its remove button, and the rows of options or choices.
 */

interface QuestionListFrameProps {
  emptyText: string;
  questionCount: number;
  onAddQuestion: () => void;
  children: ReactNode;
}

export function QuestionListFrame({ emptyText, questionCount, onAddQuestion, children }: QuestionListFrameProps) {
  return (
    <Stack gap="md">
      {questionCount === 0 ? <Text c="dimmed">{emptyText}</Text> : null}
      {children}
      <Group>
        <Button variant="default" leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={onAddQuestion}>
          {m.addQuestion()}
        </Button>
      </Group>
    </Stack>
  );
}

interface QuestionCardProps {
  questionNumber: number;
  /** The block's label, so each "Remove question" button names the block it belongs to. */
  blockLabel: string;
  text: string;
  error: string | undefined;
  onTextChange: (text: string) => void;
  onBlur: () => void;
  onRemove: () => void;
  children: ReactNode;
}

/** One question: its text and remove button, then what the question is answered with (children). */
export function QuestionCard({
  questionNumber,
  blockLabel,
  text,
  error,
  onTextChange,
  onBlur,
  onRemove,
  children,
}: QuestionCardProps) {
  return (
    <Paper withBorder p="sm" radius="sm">
      <Stack gap="xs">
        <Group align="flex-end" wrap="wrap">
          <TextInput
            style={{ flex: "1 1 240px" }}
            label={m.questionNumber({ number: formatNumber(questionNumber) })}
            value={text}
            error={error}
            onChange={(event) => onTextChange(event.currentTarget.value)}
            onFocus={selectStarterText}
            onBlur={onBlur}
          />
          <Button
            variant="subtle"
            color="var(--campus-danger-strong)"
            c="var(--campus-danger-strong)"
            leftSection={<IconTrash size={14} aria-hidden="true" />}
            aria-label={m.removeQuestionOf({ number: formatNumber(questionNumber), block: blockLabel })}
            onClick={onRemove}
          >
            {m.removeQuestion()}
          </Button>
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

interface AnswerItemRowProps {
  /** Shown before the text, e.g. the quiz's "Correct" radio. */
  leading?: ReactNode;
  label: string;
  text: string;
  error: string | undefined;
  onTextChange: (text: string) => void;
  onBlur: () => void;
  removeLabel: string;
  canRemove: boolean;
  onRemove: () => void;
}

/** One option of a quiz question or choice of a survey question: its text and remove button. */
export function AnswerItemRow({
  leading,
  label,
  text,
  error,
  onTextChange,
  onBlur,
  removeLabel,
  canRemove,
  onRemove,
}: AnswerItemRowProps) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-end">
      {leading}
      <TextInput
        style={{ flex: 1 }}
        label={label}
        value={text}
        error={error}
        onChange={(event) => onTextChange(event.currentTarget.value)}
        onFocus={selectStarterText}
        onBlur={onBlur}
      />
      <ActionIcon
        variant="subtle"
        color="var(--campus-danger-strong)"
        c="var(--campus-danger-strong)"
        mb={6}
        disabled={!canRemove}
        aria-label={removeLabel}
        onClick={onRemove}
      >
        <IconTrash size={14} aria-hidden="true" />
      </ActionIcon>
    </Group>
  );
}

interface AddItemButtonProps {
  label: string;
  ariaLabel: string;
  canAdd: boolean;
  onAdd: () => void;
}

export function AddItemButton({ label, ariaLabel, canAdd, onAdd }: AddItemButtonProps) {
  return (
    <Group>
      <Button
        variant="light"
        size="xs"
        leftSection={<IconPlus size={14} aria-hidden="true" />}
        disabled={!canAdd}
        aria-label={ariaLabel}
        onClick={onAdd}
      >
        {label}
      </Button>
    </Group>
  );
}

/** The items with one item's text replaced. */
export function withItemText<Item extends { id: string; text: string }>(
  items: Item[],
  id: string,
  text: string,
): Item[] {
  return items.map((item) => (item.id === id ? { ...item, text } : item));
}

/** A starter text ('Option 2', 'Enter your question here') is selected on focus: typing replaces it. */
function selectStarterText(event: FocusEvent<HTMLInputElement>) {
  if (isStarterText(event.currentTarget.value)) event.currentTarget.select();
}
